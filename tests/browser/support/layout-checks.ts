import type { Page } from 'playwright-core';

/**
 * Starts summing the page's layout shifts from its first paint on, as the browser reports them
 * (`layout-shift` entries): run before the page loads (`addInitScript`). `sinceInput` also
 * counts shifts that follow a click within half a second, which the CLS metric forgives: a
 * change an add to cart's answer makes arrives later than the click and is no less a jump.
 */
export function recordLayoutShifts(): void {
  const record = { load: 0, sinceInput: 0, movers: [] as string[] };
  (window as unknown as { lanternShifts: typeof record }).lanternShifts = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (!entry.hadRecentInput) record.load += entry.value;
      record.sinceInput += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        if (node instanceof Element) record.movers.push(`${node.tagName.toLowerCase()}.${[...node.classList].join('.')} (${entry.value.toFixed(4)})`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export interface LayoutShifts {
  load: number;
  sinceInput: number;
  movers: string[];
}

export function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(() => {
    const record = (window as unknown as { lanternShifts: LayoutShifts }).lanternShifts;
    return { ...record, movers: [...record.movers] };
  });
}

/** Starts a fresh count (before an add to cart). */
export async function resetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = (window as unknown as { lanternShifts: LayoutShifts }).lanternShifts;
    record.load = 0;
    record.sinceInput = 0;
    record.movers.length = 0;
  });
}

/** Elements wider than the viewport's right edge that make the page scroll sideways, if it does. */
export function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 1);
    // The innermost ones name the cause.
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...innermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)];
  });
}

/**
 * Pairs of fixed or sticky bars that overlap on screen, each named, e.g.
 * `div.woosc-bar over div.storefront-handheld-footer-bar (390×20 px)`. A bar is a fixed or
 * sticky element that is shown and on screen, not inside another one; open dialogs are no bars.
 */
export function overlappingBars(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const onScreen = (rect: DOMRect) => rect.width > 1 && rect.height > 1 && rect.right > 0 && rect.bottom > 0 && rect.left < innerWidth && rect.top < innerHeight;
    const pinned = [...document.body.querySelectorAll('*')].filter((element) => {
      const position = getComputedStyle(element).position;
      return (position === 'fixed' || position === 'sticky') && !element.closest('[role="dialog"][aria-modal="true"], dialog[open]');
    });
    // The outermost that show (a fixed wrapper of no size, as the compare plugin's area, is none).
    const showing = pinned.filter((element) => shown(element) && onScreen(element.getBoundingClientRect()));
    const bars = showing
      .filter((element) => !showing.some((other) => other !== element && other.contains(element)))
      // A sticky element is a bar only while it is stuck; in its place in the page it is content.
      .filter((element) => getComputedStyle(element).position === 'fixed' || element.getBoundingClientRect().bottom >= innerHeight - 1 || element.getBoundingClientRect().top <= 1);
    const problems: string[] = [];
    bars.forEach((first, index) => {
      for (const second of bars.slice(index + 1)) {
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        const width = Math.min(a.right, b.right, innerWidth) - Math.max(a.left, b.left, 0);
        const height = Math.min(a.bottom, b.bottom, innerHeight) - Math.max(a.top, b.top, 0);
        if (width > 1 && height > 1) problems.push(`${name(first)} and ${name(second)} overlap (${Math.round(width)}×${Math.round(height)} px)`);
      }
    });
    return problems;
  });
}

/**
 * Focuses every visible control in turn, as Tab would, and names those a fixed or sticky bar
 * still covers once the page has scrolled them into view: the centre of the control is not the
 * control, but a bar that does not hold it.
 */
export function coveredFocusedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex="0"]')].filter(
      (element) => !element.closest('[inert], [aria-hidden="true"]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    );
    // Focus moves no box from the page's flow to a bar: each element's answer is looked up once
    // (a style read after each focus would restyle the page again).
    const pinned = new Map<Element, Element | null>();
    const pinnedAncestor = (element: Element | null): Element | null => {
      if (!element) return null;
      let found = pinned.get(element);
      if (found === undefined) {
        const position = getComputedStyle(element).position;
        found = position === 'fixed' || position === 'sticky' ? element : pinnedAncestor(element.parentElement);
        pinned.set(element, found);
      }
      return found;
    };
    const covered: string[] = [];
    for (const control of controls) {
      // Controls that are themselves on a bar are always in view.
      if (pinnedAncestor(control)) continue;
      control.focus();
      if (document.activeElement !== control) continue;
      const box = control.getClientRects()[0];
      if (!box || box.width < 1 || box.height < 1) continue;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const bar = pinnedAncestor(hit);
      if (hit && bar && !control.contains(hit) && !bar.contains(control)) {
        covered.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? control.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" under ${bar.tagName.toLowerCase()}.${[...bar.classList].join('.')}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return covered;
  });
}

/** Whether the element's box lies inside the viewport; its box when it does not. */
export function outsideViewport(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return `${target}: not on the page`;
    const box = element.getBoundingClientRect();
    const inside = box.left >= -0.5 && box.top >= -0.5 && box.right <= document.documentElement.clientWidth + 0.5 && box.bottom <= innerHeight + 0.5;
    return inside ? null : `${target} at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)} in ${document.documentElement.clientWidth}×${innerHeight}`;
  }, selector);
}

/**
 * Icons drawn with font glyphs: pseudo-elements whose `content` is a symbol character, and
 * hidden-from-readers markup whose text is one (a device without the font shows a box).
 */
export function glyphIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Arrows, technical and geometric symbols, dingbats, the multiplication sign, private-use
    // icon-font code points, and emoji (WooCommerce's 🔍 gallery link: a box without an emoji font).
    const GLYPH = /[\u00d7\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\ue000-\uf8ff\u{1f300}-\u{1faff}]/u;
    // Only what is drawn: a symbol the page hides (and draws otherwise) shows no box.
    const drawn = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const found = new Set<string>();
    for (const element of document.querySelectorAll('*')) {
      if (!drawn(element)) continue;
      for (const pseudo of ['::before', '::after']) {
        const content = getComputedStyle(element, pseudo).content;
        if (content.startsWith('"') && GLYPH.test(content)) found.add(`${name(element)}${pseudo} ${content}`);
      }
      if (element.getAttribute('aria-hidden') === 'true' && element.children.length === 0 && GLYPH.test(element.textContent ?? '')) found.add(`${name(element)} "${element.textContent ?? ''}"`);
    }
    return [...found];
  });
}
