/** jQuery's default 'swing' easing, which the shop's notice scrolling used. */
const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

function prefersReducedMotion(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window so that `element` sits `offset` px below the top, animated over
 * `duration` ms; it jumps at once when the visitor asked for reduced motion.
 *
 * @returns resolves when the window has arrived
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
    let start: number | undefined;
    const frame = (now: number): void => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      view.scrollTo(view.scrollX, from + (to - from) * swing(progress));
      if (progress < 1) view.requestAnimationFrame(frame);
      else resolve();
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
