import type { LocalizedScript } from '../context';

/**
 * `thickboxL10n`, as WordPress localizes it for `thickbox` (with its entities), on pages whose
 * content has ThickBox links (`add_thickbox()`).
 */
export const thickboxGlobal: LocalizedScript = {
  id: 'thickbox-js-extra',
  name: 'thickboxL10n',
  value: {
    next: 'Next &gt;',
    prev: '&lt; Prev',
    image: 'Image',
    of: 'of',
    close: 'Close',
    noiframes: 'This feature requires inline frames. You have iframes disabled or your browser does not support them.',
    loadingAnimation: '/wp-includes/js/thickbox/loadingAnimation.gif',
  },
};
