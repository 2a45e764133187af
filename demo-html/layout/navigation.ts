import { html, type SafeHtml } from '../../fixtures/html/html';
import { categories } from '../../fixtures/catalogue/index';
import { inlineIcon } from '../parts/icons';

interface MenuItem {
  label: string;
  href: string;
  children?: readonly MenuItem[];
}

const MENU: readonly MenuItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Shop',
    href: '/shop/',
    children: categories.map((category) => ({ label: category.name, href: `/product-category/${category.slug}/` })),
  },
  { label: 'Shop by category', href: '/shop-by-category/' },
  { label: 'Cart', href: '/cart/' },
  { label: 'Checkout', href: '/checkout/' },
  { label: 'My account', href: '/my-account/' },
];

function menuItems(items: readonly MenuItem[], currentPath: string): SafeHtml {
  return html`${items.map((item) => {
    const current = item.href === currentPath;
    const classes = ['menu-item', current && 'current-menu-item', item.children && 'menu-item-has-children'].filter(Boolean).join(' ');
    return html`<li class="${classes}"><a href="${item.href}"${current && html` aria-current="page"`}>${item.label}</a>${
      item.children && html`<ul class="sub-menu">${menuItems(item.children, currentPath)}</ul>`
    }</li>`;
  })}`;
}

/** One top-level item of the mega menu: a link, and for items with children a panel. */
function megaMenuItem(item: MenuItem, index: number, currentPath: string): SafeHtml {
  const id = 1010 + index;
  const current = item.href === currentPath;
  const title = html`<a class="e-n-menu-title-container e-focus e-link" href="${item.href}"${current && html` aria-current="page"`}><span class="e-n-menu-title-text">${item.label}</span></a>`;
  if (!item.children) {
    return html`<li class="e-n-menu-item${current ? ' current-menu-item' : ''}"><div id="e-n-menu-title-${id}" class="e-n-menu-title">${title}</div></li>`;
  }
  return html`<li class="e-n-menu-item${current ? ' current-menu-item' : ''}"><div id="e-n-menu-title-${id}" class="e-n-menu-title">${title}<button id="e-n-menu-dropdown-icon-${id}" class="e-n-menu-dropdown-icon e-focus" data-tab-index="${index + 1}" aria-haspopup="true" aria-expanded="false" aria-controls="e-n-menu-content-${id}"><span class="e-n-menu-dropdown-icon-opened" aria-hidden="true">${inlineIcon('caret-up')}</span><span class="e-n-menu-dropdown-icon-closed" aria-hidden="true">${inlineIcon('caret-down')}</span><span class="elementor-screen-only">${item.label} menu</span></button></div>
<div class="e-n-menu-content"><div id="e-n-menu-content-${id}" data-tab-index="${index + 1}" aria-labelledby="e-n-menu-dropdown-icon-${id}" class="elementor-element e-con e-child">
<div class="mega-column"><p class="mega-heading">Categories</p><ul class="mega-links">${item.children.map((child) => html`<li><a href="${child.href}">${child.label}</a></li>`)}</ul></div>
<div class="mega-column"><p class="mega-heading">Popular</p><ul class="mega-links"><li><a href="/shop/?orderby=popularity">Best sellers</a></li><li><a href="/shop/?orderby=date">New arrivals</a></li><li><a href="/shop/?orderby=price">Lowest prices</a></li></ul></div>
</div></div></li>`;
}

/**
 * The primary menu as the page builder's nested menu widget (a mega menu): the Shop item's
 * down-arrow button opens a panel of categories and popular links; the current page is marked.
 *
 * @example
 * primaryNavigation('/shop/');
 */
export function primaryNavigation(currentPath: string, extra?: SafeHtml): SafeHtml {
  return html`<div class="elementor-widget-n-menu"><nav id="site-navigation" class="e-n-menu main-navigation" aria-label="Primary Navigation">
<ul id="menu-primary" class="e-n-menu-heading menu">${MENU.map((item, index) => megaMenuItem(item, index, currentPath))}${extra}</ul>
</nav></div>`;
}

/** The classic menu's last item, pushed to the right edge: its submenus would run off the window. */
const HELP_MENU: MenuItem = {
  label: 'Help',
  href: '/my-account/',
  children: [
    { label: 'Fitting guides', href: '/2024/05/choosing-a-beam-pattern/', children: [
      { label: 'Choosing a beam pattern', href: '/2024/05/choosing-a-beam-pattern/' },
      { label: 'Wiring a light bar', href: '/2024/05/choosing-a-beam-pattern/#wiring' },
    ] },
    { label: 'Delivery and returns', href: '/my-account/' },
    { label: 'Contact us', href: '/my-account/' },
  ],
};

/**
 * The theme's own primary menu (Storefront markup: `nav.main-navigation` holding
 * `.primary-navigation`), with submenus that open on hover and focus; the Help item at the
 * right edge has a nested submenu.
 *
 * @example
 * classicNavigation('/shop/');
 */
export function classicNavigation(currentPath: string, extra?: SafeHtml): SafeHtml {
  return html`<nav id="site-navigation" class="main-navigation classic-navigation" aria-label="Primary Navigation">
<div class="primary-navigation"><ul id="menu-primary" class="menu">${menuItems(MENU, currentPath)}${extra}${menuItems([HELP_MENU], currentPath)}</ul></div>
</nav>`;
}

/** The drawer's second tab: the shop's categories as a vertical menu, as the theme's "vertical" menu location prints it. */
const CATEGORY_MENU: readonly MenuItem[] = [
  { label: 'All categories', href: '/shop/', children: categories.map((category) => ({ label: category.name, href: `/product-category/${category.slug}/` })) },
  { label: 'New arrivals', href: '/shop/?orderby=date' },
  { label: 'Best sellers', href: '/shop/?orderby=popularity' },
];

/**
 * The theme's mobile drawer: opened by `.menu-mobile-nav-button` (class `mobile-nav-active`
 * on `<html>`), closed by `.mobile-nav-close` or the overlay. Its two menus sit behind the
 * theme's tabs (`.mobile-nav-tabs li[data-menu]` shows `.mobile-{menu}-menu`).
 *
 * @example
 * mobileNavigation('/');
 */
export function mobileNavigation(currentPath: string): SafeHtml {
  return html`<div class="beacon-mobile-nav"><div class="menu-scroll-mobile">
<a href="#" class="mobile-nav-close">Close menu</a>
<div class="mobile-nav-tabs"><ul>
<li class="mobile-tab-title mobile-pages-title active" data-menu="pages"><span>Main menu</span></li>
<li class="mobile-tab-title mobile-categories-title" data-menu="categories"><span>Categories</span></li>
</ul></div>
<nav class="mobile-menu-tab mobile-navigation mobile-pages-menu active" aria-label="Mobile Navigation">
<div class="handheld-navigation"><ul id="menu-handheld" class="menu">${menuItems(MENU, currentPath)}</ul></div>
</nav>
<nav class="mobile-menu-tab mobile-navigation-categories mobile-categories-menu" aria-label="Product categories">
<div class="handheld-navigation"><ul id="menu-vertical" class="menu">${menuItems(CATEGORY_MENU, currentPath)}</ul></div>
</nav>
</div></div>
<div class="beacon-overlay"></div>`;
}
