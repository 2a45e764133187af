import { html, type SafeHtml } from '../../fixtures/html/html';
import { categories } from '../../fixtures/catalogue/index';

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

/**
 * The theme's primary menu (desktop header) with the current page marked.
 *
 * @example
 * primaryNavigation('/shop/');
 */
export function primaryNavigation(currentPath: string, extra?: SafeHtml): SafeHtml {
  return html`<nav id="site-navigation" class="main-navigation" aria-label="Primary Navigation">
<div class="primary-navigation"><ul id="menu-primary" class="menu">${menuItems(MENU, currentPath)}${extra}</ul></div>
</nav>`;
}

/**
 * The theme's mobile drawer: opened by `.menu-mobile-nav-button` (class `mobile-nav-active`
 * on `<html>`), closed by `.mobile-nav-close` or the overlay.
 *
 * @example
 * mobileNavigation('/');
 */
export function mobileNavigation(currentPath: string): SafeHtml {
  return html`<div class="beacon-mobile-nav">
<a href="#" class="mobile-nav-close">Close menu</a>
<nav class="mobile-navigation" aria-label="Mobile Navigation">
<div class="handheld-navigation"><ul id="menu-handheld" class="menu">${menuItems(MENU, currentPath)}</ul></div>
</nav>
</div>
<div class="beacon-overlay"></div>`;
}
