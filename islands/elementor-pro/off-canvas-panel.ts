import { toText } from '../../src/config/coerce';
import { modalPanel } from '../../src/dom/modal-panel';
import { parseAction } from './actions';
import { currentDevice, deviceSetting, elementSettings, reducedMotion } from './device-mode';

export interface OffCanvasControl {
  /**
   * Runs one `elementor-pro/off-canvas/toggle-display-mode` detail (`{id, displayMode}`):
   * ignored unless `id` is this widget's.
   */
  apply(detail: Record<string, unknown>, opener: Element | null): void;
}

const PREFIX = 'off-canvas-';
const LOOP_ITEM = '.e-loop-item';

/** One started widget, as the others see it when an action names several. */
export interface OffCanvasInstance {
  id: string;
  panel: HTMLElement;
  isOpen(): boolean;
}

/** Every started widget on the page (loop items repeat one). */
const started = new Set<OffCanvasInstance>();

/**
 * The id `off_canvas:*` actions name a widget by, as Elementor Pro's `getWidgetId` reads it:
 * inside a loop item the printed panel id (`off-canvas-{id}`), elsewhere the widget's `data-id`.
 *
 * @example offCanvasId(document.getElementById('off-canvas-a1b2c3d')!) // 'a1b2c3d'
 */
export function offCanvasId(panel: HTMLElement): string {
  const printed = panel.id.startsWith(PREFIX) ? panel.id.slice(PREFIX.length) : panel.id;
  const widgetId = panel.closest<HTMLElement>('.elementor-widget-off-canvas')?.dataset.id;
  return panel.closest(LOOP_ITEM) || !widgetId ? printed : widgetId;
}

/**
 * Which of the widgets an action names opens or toggles: the one in the loop item of the link
 * that asked, else one already open, else the first. A loop repeats its item's widget with
 * the same printed id; Elementor Pro would open every copy at once, a shopper means theirs.
 *
 * @example actionTarget(sameId, link) // the copy in the link's `.e-loop-item`
 */
export function actionTarget<T extends OffCanvasInstance>(candidates: readonly T[], source: Element | null): T | undefined {
  const item = source?.closest(LOOP_ITEM);
  return candidates.find((each) => item?.contains(each.panel)) ?? candidates.find((each) => each.isOpen()) ?? candidates[0];
}

let copies = 0;

/**
 * Marks the widget's triggers, as Elementor Pro finds them (links whose action settings name
 * this widget), and returns a selector for them. A loop that repeats the printed id leaves a
 * link `aria-controls` could not point at one copy with: the links in the copy's own loop item
 * get a mark of their own instead, so they still say whether their copy is open.
 */
function markTriggers(id: string, panel: HTMLElement, unique: boolean): string {
  const item = panel.closest(LOOP_ITEM);
  const scope = unique ? document : item;
  if (!scope) return ':not(*)';
  copies += 1;
  const [name, value] = unique ? ['aria-controls', panel.id] : ['data-lantern-off-canvas', `${panel.id}-${copies}`];
  scope.querySelectorAll('a[href*="elementor-action"]').forEach((link) => {
    const action = parseAction(link.getAttribute('href') ?? '');
    if (action?.name.startsWith('off_canvas:') && toText(action.settings.id, '') === id) link.setAttribute(name, value);
  });
  return `[${name}="${CSS.escape(value)}"]`;
}

/**
 * One off-canvas widget as Elementor Pro's handler runs it (spec 2.1, reference 3 and 7): the
 * `off_canvas:open|close|toggle` actions naming it open, close or toggle it; open, it is
 * `aria-hidden="false"` without `inert`, its triggers say `aria-expanded="true"`, focus moves in
 * after 100 ms and stays inside; Escape and a click on its overlay close it unless its settings
 * (`is_not_close_on_esc_overlay`, `is_not_close_on_overlay`) say not; closed, focus goes back to
 * the link that opened it. Its entrance and exit animations play on `.e-off-canvas__main`
 * (none under reduced motion) and `prevent_scroll` puts `e-off-canvas__no-scroll` on the body.
 *
 * @example startOffCanvas(document.getElementById('off-canvas-a1b2c3d')!, signal).apply({ id: 'a1b2c3d', displayMode: 'open' }, link);
 */
export function startOffCanvas(panel: HTMLElement, signal: AbortSignal): OffCanvasControl {
  const widget = panel.closest('.elementor-widget-off-canvas') ?? panel;
  // Elementor Pro's stylesheet tells the element before the widget in a (classic) section by this.
  if (widget.closest('.elementor-section')) widget.previousElementSibling?.classList.add('e-element-before-off-canvas');
  // Elementor Pro never opens a widget inside a carousel (its slides, swiper's copies of them).
  if (widget.closest('.swiper-wrapper')) return { apply: () => undefined };
  const id = offCanvasId(panel);
  const settings = elementSettings(widget);
  const main = panel.querySelector<HTMLElement>('.e-off-canvas__main') ?? panel;
  const overlay = panel.querySelector<HTMLElement>('.e-off-canvas__overlay');
  const body = document.body;
  let playing: string[] = [];
  let drawn = false;

  const animation = (key: string): string => {
    const name = toText(deviceSetting(settings, key, currentDevice()), '');
    return name && name !== 'none' && !reducedMotion() ? name : '';
  };
  const endAnimation = () => {
    main.classList.remove(...playing);
    panel.classList.remove('animated-reverse-wrapper');
    body.classList.remove('e-off-canvas__no-scroll-animation');
    playing = [];
  };
  const play = (open: boolean) => {
    endAnimation();
    const name = animation(open ? 'entrance_animation' : 'exit_animation');
    panel.classList.toggle('no-animation', !name);
    if (!name) return;
    playing = open ? ['animated', name] : ['animated', 'reverse', name];
    main.classList.add(...playing);
    if (!open) {
      panel.classList.add('animated-reverse-wrapper');
      body.classList.add('e-off-canvas__no-scroll-animation');
    }
    // A theme without the keyframes never sends animationend: the classes would stay.
    if (getComputedStyle(main).animationName === 'none') endAnimation();
  };
  for (const type of ['animationend', 'animationcancel']) main.addEventListener(type, (event) => event.target === main && endAnimation(), { signal });

  if (!panel.hasAttribute('tabindex')) panel.tabIndex = -1;
  // A loop repeats the printed id: a link's aria-controls could not say which copy it means.
  const unique = document.querySelectorAll(`[id="${CSS.escape(panel.id)}"]`).length === 1;
  const modal = modalPanel({
    panel,
    openers: markTriggers(id, panel, unique),
    controls: unique,
    // The URL actions open and close it; their links only say what it controls.
    ignores: () => true,
    toggles: true,
    overlay: settings.is_not_close_on_overlay === 'yes' ? null : overlay,
    closesOnEscape: settings.is_not_close_on_esc_overlay !== 'yes',
    render(open) {
      panel.setAttribute('aria-hidden', String(!open));
      panel.toggleAttribute('inert', !open);
      if (open) panel.removeAttribute('data-delay-child-handlers');
      body.classList.toggle('e-off-canvas__no-scroll', open && settings.prevent_scroll === 'yes');
      if (drawn) play(open);
      drawn = true;
    },
    signal,
  });
  const instance: OffCanvasInstance = { id, panel, isOpen: modal.isOpen };
  started.add(instance);
  signal.addEventListener('abort', () => {
    started.delete(instance);
    modal.release();
    endAnimation();
  });

  return {
    apply(detail, opener) {
      if (toText(detail.id, '') !== id) return;
      // The link the action came from (our URL actions pass it), else what had focus.
      const source = detail.source instanceof Element ? detail.source : opener;
      const mode = toText(detail.displayMode, '');
      // Closing closes any copy; opening and toggling are for one of them only.
      if (mode !== 'close' && actionTarget([...started].filter((each) => each.id === id), source) !== instance) return;
      const open = mode === 'toggle' ? !modal.isOpen() : mode === 'open' ? true : mode === 'close' ? false : modal.isOpen();
      const from = source instanceof HTMLElement && source !== body && !panel.contains(source) ? source : null;
      modal.setOpen(open, from);
    },
  };
}
