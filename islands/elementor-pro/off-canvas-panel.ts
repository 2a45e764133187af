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

/** The widget's triggers, as Elementor Pro finds them: links whose action settings name this widget. */
function markTriggers(id: string, panelId: string): void {
  document.querySelectorAll('a[href*="elementor-action"]').forEach((link) => {
    const action = parseAction(link.getAttribute('href') ?? '');
    if (action?.name.startsWith('off_canvas:') && toText(action.settings.id, '') === id) link.setAttribute('aria-controls', panelId);
  });
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
  const id = panel.id.startsWith(PREFIX) ? panel.id.slice(PREFIX.length) : panel.id;
  const settings = elementSettings(panel.closest('.elementor-widget-off-canvas') ?? panel);
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
  markTriggers(id, panel.id);
  const modal = modalPanel({
    panel,
    openers: `[aria-controls="${CSS.escape(panel.id)}"]`,
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
  signal.addEventListener('abort', () => {
    modal.release();
    endAnimation();
  });

  return {
    apply(detail, opener) {
      if (toText(detail.id, '') !== id) return;
      const mode = toText(detail.displayMode, '');
      const open = mode === 'toggle' ? !modal.isOpen() : mode === 'open' ? true : mode === 'close' ? false : modal.isOpen();
      const from = opener instanceof HTMLElement && opener !== body && !panel.contains(opener) ? opener : null;
      modal.setOpen(open, from);
    },
  };
}
