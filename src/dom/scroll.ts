/** jQuery's default 'swing' easing, which the shop's notice scrolling used. */
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

function prefersReducedMotion(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What a shopper does to take the page over: the animation then stops where it is. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window so that `element` sits `offset` px below the top, animated over
 * `duration` ms; it jumps at once when the visitor asked for reduced motion.
 *
 * The animation yields to the shopper, as the browser's own smooth scrolling does: it stops
 * where it is as soon as they wheel, touch, press a pointer or a key, instead of pulling the
 * page on under a pointer already pressed on a link (whose click would then land elsewhere)
 * or back from where the shopper scrolled.
 *
 * @returns resolves when the window has arrived, or when the animation yielded
 * @example
 * await scrollToElement(document.querySelector('.woocommerce-error')!, { offset: 100 });
 */
export function scrollToElement(
  element: Element,
  options: { offset?: number; duration?: number } = {},
): Promise<void> {
  const { offset = 100, duration = 1000 } = options;
  const view = element.ownerDocument.defaultView ?? window;
  const from = view.scrollY;
  const to = Math.max(0, from + element.getBoundingClientRect().top - offset);

  if (duration <= 0 || to === from || prefersReducedMotion(view)) {
    view.scrollTo(view.scrollX, to);
    return Promise.resolve();
  }

  return new Promise((resolve) => {
    const controller = new AbortController();
    const stop = (): void => {
      controller.abort();
      resolve();
    };
    for (const type of TAKE_OVER) view.addEventListener(type, stop, { capture: true, passive: true, signal: controller.signal });

    let start: number | undefined;
    const frame = (now: number): void => {
      if (controller.signal.aborted) return;
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      view.scrollTo(view.scrollX, from + (to - from) * swing(progress));
      if (progress < 1) view.requestAnimationFrame(frame);
      else stop();
    };
    view.requestAnimationFrame(frame);
  });
}

/**
 * Brings a notice into view the way the shop does (spec 2.1: 100 px offset, 1000 ms).
 *
 * @example
 * void scrollToNotices(form.querySelector('.woocommerce-error')!);
 */
export function scrollToNotices(element: Element): Promise<void> {
  return scrollToElement(element, { offset: 100, duration: 1000 });
}
