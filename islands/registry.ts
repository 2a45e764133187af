import type { IslandSpec } from '../src/build/island-spec';
import { accountDropdown } from './account-dropdown';
import { addToCart } from './add-to-cart';
import { addressAutocomplete } from './address-autocomplete';
import { cartCountrySelect, checkoutCountrySelect, countrySelect } from './country-select';
import { analytics } from './analytics';
import { backToTop } from './back-to-top';
import { cartFragments } from './cart-fragments';
import { cartPage } from './cart-page';
import { checkout } from './checkout';
import { comingSoon } from './coming-soon';
import { compare, compareQuickTable } from './compare';
import { elementorActions, motionEffects, offCanvas, popup, sticky } from './elementor-pro';
import { filterPanel } from './filter-panel';
import { handheldBar } from './handheld-bar';
import { headerCart } from './header-cart';
import { headerLogin } from './header-login';
import { lightbox } from './lightbox';
import { liveSearch, liveSearchCombobox } from './live-search';
import { loopFilter } from './loop-filter';
import { megaMenu } from './mega-menu';
import { menuFilter } from './menu-filter';
import { mobileNav } from './mobile-nav';
import { notices } from './notices';
import { orderAttribution } from './order-attribution';
import { ordering } from './ordering';
import { passwordToggle } from './password-toggle';
import { pdfMail } from './pdf-mail';
import { priceSlider, priceSliderReinit } from './price-slider';
import { printButton } from './print-button';
import { cartQuantity, quantity } from './quantity';
import { removeFromCart } from './remove-from-cart';
import { resultCount } from './result-count';
import { searchPopup } from './search-popup';
import { sideCart, sideCartAfterAdd } from './side-cart';
import { singleAddToCart } from './single-add-to-cart';
import { productGallery, productTabs, reviewRating } from './single-product';
import { storeNotice } from './store-notice';
import { submenuEdge } from './submenu-edge';
import { cfvswLoop, cfvswSwatches, swatches } from './swatches';
import { variationForm } from './variation-form';
import { wishlist, wishlistLinks } from './wishlist';

/**
 * Every island and behaviour Lantern knows, as plain data. The build turns it into the
 * loader's table (a few bytes an island) and one chunk per surface, so the loader can list
 * them all and fetch only the surfaces a page shows. Order matters only for adoption: an
 * element takes the first island that claims it.
 */
export const islands: readonly IslandSpec[] = [
  cartFragments,
  storeNotice,
  notices,
  addToCart,
  removeFromCart,
  cartQuantity,
  cartPage,
  quantity,
  variationForm,
  swatches,
  cfvswSwatches,
  cfvswLoop,
  singleAddToCart,
  productTabs,
  reviewRating,
  productGallery,
  pdfMail,
  printButton,
  lightbox,
  passwordToggle,
  ordering,
  resultCount,
  handheldBar,
  headerCart,
  sideCart,
  sideCartAfterAdd,
  comingSoon,
  wishlist,
  wishlistLinks,
  liveSearch,
  liveSearchCombobox,
  mobileNav,
  megaMenu,
  accountDropdown,
  headerLogin,
  searchPopup,
  priceSlider,
  filterPanel,
  loopFilter,
  compare,
  compareQuickTable,
  addressAutocomplete,
  checkout,
  cartCountrySelect,
  checkoutCountrySelect,
  countrySelect,
  orderAttribution,
  analytics,
  popup,
  elementorActions,
  offCanvas,
  sticky,
  motionEffects,
  priceSliderReinit,
  backToTop,
  submenuEdge,
  menuFilter,
];
