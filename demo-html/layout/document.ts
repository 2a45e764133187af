import { classNames, html, raw } from '../../fixtures/html/html';
import { noticesHtml } from '../../fixtures/shop/index';
import type { PageContext, PageView } from '../context';
import { breadcrumb } from '../parts/breadcrumb';
import { siteFooter } from './footer';
import { documentHead, lanternScript } from './head';
import { siteHeader } from './header';
import { mobileNavigation } from './navigation';
import { comingSoonBanner, searchPopup, sideCart, storeNotice } from './overlays';
import { wishlistPopups } from '../parts/wishlist';
import { compareFooter } from '../parts/compare';
import { analyticsScripts, storeApiProduct } from '../parts/analytics';
import { inlineIcon } from '../parts/icons';

/** WordPress's inline body-class swap, printed right after `<body>`. */
const NO_JS_SWAP = "<script>(function(){var c=document.body.className;c=c.replace(/woocommerce-no-js/,'woocommerce-js');document.body.className=c;})();</script>";

/**
 * Body classes: the template's, then the site-wide ones WordPress, WooCommerce and the theme add.
 *
 * @example
 * bodyClasses(context, view); // 'archive … woocommerce-demo-store woocommerce-no-js …'
 */
export function bodyClasses(context: PageContext, view: PageView): string {
  return classNames(
    ...view.bodyClass,
    'theme-beacon',
    'woocommerce-demo-store',
    'woocommerce-no-js',
    'storefront-align-wide',
    view.sidebar ? 'left-sidebar' : 'no-sidebar',
    'woocommerce-active',
    'elementor-default',
    'elementor-kit-6',
    context.flags.editor && 'elementor-editor-active',
  );
}

/**
 * The shared layout around every template, like the theme's header.php/footer.php: head and
 * globals, header, breadcrumb, notices, content and sidebar, footer, handheld bar, side cart,
 * store notice and coming-soon banner.
 *
 * @example
 * renderDocument(context, { title: 'Shop', bodyClass: ['woocommerce-shop'], main: html`…` });
 */
export function renderDocument(context: PageContext, view: PageView): string {
  return html`<!DOCTYPE html>
<html lang="en-AU">
${documentHead(context, view)}
<body class="${bodyClasses(context, view)}">
${raw(NO_JS_SWAP)}
<div id="page" class="hfeed site">
<a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a>
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${siteHeader(context)}
${view.breadcrumb && breadcrumb(view.breadcrumb)}
<div id="content" class="site-content" tabindex="-1"><div class="col-full">
${!view.ownNotices && html`<div class="woocommerce"><div class="woocommerce-notices-wrapper">${noticesHtml(context.notices)}</div></div>`}
<div id="primary" class="content-area"><main id="main" class="site-main">
${view.main}
</main></div>
${view.sidebar && html`<div id="secondary" class="widget-area" role="complementary" aria-label="Shop filters">${view.sidebar}</div>`}
</div></div>
${siteFooter(context)}
</div>
<a href="#" class="scrollup"><i class="beacon-icon-angle-up" aria-hidden="true">${inlineIcon('angle-up')}</i><span class="screen-reader-text">Back to top</span></a>
${mobileNavigation(context.url.pathname)}
${sideCart()}
${wishlistPopups()}
${searchPopup()}
${compareFooter(context)}
<div class="beacon-bottom-stack">${storeNotice()}</div>
${comingSoonBanner(context)}
${analyticsScripts({ products: context.catalogue.map(storeApiProduct), ...view.analytics })}
${view.footer}
${lanternScript(context)}
</body>
</html>
`.toString();
}
