/** Where themes put the main content: the "Skip to content" target first, as Storefront's `#content`. */
const MAIN_CONTENT = ['#content', 'main', '#main', '[role="main"]'] as const;

/** Whether the element takes focus as it is (interactive, or a tabindex of its own). */
function isFocusable(element: HTMLElement): boolean {
  return element.hasAttribute('tabindex') || element.matches('a[href], button, input, select, textarea');
}

/**
 * Once the notice that held focus is hidden, focus would drop to `<body>`. Move it to the main
 * content (made focusable with `tabindex="-1"` when it is not), without scrolling: the notice
 * sits at the bottom of the screen and the shopper stays where they were.
 *
 * @example
 * focusMainContent();
 */
export function focusMainContent(): void {
  const main = MAIN_CONTENT.map((selector) => document.querySelector<HTMLElement>(selector)).find((found) => found !== null);
  if (!main) return;
  if (!isFocusable(main)) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
