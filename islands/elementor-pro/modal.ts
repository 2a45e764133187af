import { emitPopupEvent } from '../../src/bridge/elementor';
import { toBool, toNumber, toRecord, toText } from '../../src/config/coerce';
import { describeDialog, FOCUS_DELAY_MS, openDialog, type OpenDialog } from '../../src/dom/dialog';
import { currentDevice, deviceSetting, reducedMotion } from './device-mode';

export interface ModalOptions {
  popup: HTMLElement;
  id: string;
  settings: Record<string, unknown>;
  onShow(): void;
  onHide(): void;
}

export interface PopupModal {
  show(): void;
  hide(): void;
  /** Takes the dialog's listeners and timers away (the island unmounted). */
  destroy(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

/**
 * Dialogs Manager's lightbox widget as Elementor Pro builds it for a popup, so themes' styles
 * apply: `#elementor-popup-modal-{id}.dialog-widget.dialog-lightbox-widget.elementor-popup-modal`
 * > `.dialog-widget-content.animated` > close button and `.dialog-message` holding the popup.
 */
function buildDialog(popup: HTMLElement, id: string, settings: Record<string, unknown>) {
  const widget = element('div', `dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal ${toText(settings.classes, '')}`.trim());
  widget.id = `elementor-popup-modal-${id}`;
  widget.style.display = 'none';
  describeDialog(widget, {
    title: popup.querySelector('h1, h2, h3, h4, h5, h6'),
    titleId: `elementor-popup-title-${id}`,
    label: toText(popup.getAttribute('aria-label'), 'Popup'),
  });
  const content = element('div', 'dialog-widget-content dialog-lightbox-widget-content animated');
  const message = element('div', 'dialog-message dialog-lightbox-message');
  const close = element('a', 'dialog-close-button dialog-lightbox-close-button');
  close.href = '#';
  close.setAttribute('role', 'button');
  close.setAttribute('aria-label', 'Close');
  close.append(element('i', 'eicon-close'));
  close.firstElementChild?.setAttribute('aria-hidden', 'true');
  content.append(message, element('div', 'dialog-buttons-wrapper dialog-lightbox-buttons-wrapper'));
  (settings.close_button_position === 'outside' ? widget : content).prepend(close);
  widget.append(content);
  message.append(popup);
  document.body.append(widget);
  // Stylesheets that hide popup templates outside a dialog may not know this one.
  if (getComputedStyle(popup).display === 'none') popup.style.display = 'block';
  return { widget, content, close };
}

/**
 * The open/close half of an Elementor Pro popup (spec 3.13, 4.10), fetched on its first
 * opening: the dialog around the server's popup markup, the close button and its delay,
 * background click (or a click on the page, for a popup without an overlay), Escape,
 * auto-close, scroll lock, entrance and exit animations (none under reduced motion), focus
 * moved in after 250 ms, trapped, then given back, and the classic `elementor/popup/show` and
 * `elementor/popup/hide` events.
 *
 * @example createModal({ popup, id: '801', settings, onShow, onHide }).show();
 */
export function createModal(options: ModalOptions): PopupModal {
  const { popup, id, settings } = options;
  const { widget, content, close } = buildDialog(popup, id, settings);
  const listeners = new AbortController();
  const signal = listeners.signal;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers.clear();
  };
  const seconds = (key: string) => toNumber(settings[key], 0) * 1000;
  const animation = (key: string) => {
    const name = toText(deviceSetting(settings, key, currentDevice()), '');
    return name && name !== 'none' && !reducedMotion() ? name : '';
  };
  const duration = toNumber(toRecord(settings.entrance_animation_duration).size, 1.2) * 1000;
  const instance = { id: Number(id), element: popup, modal: widget, show: () => modal.show(), hide: () => modal.hide() };
  let open = false;
  let dialog: OpenDialog | undefined;
  // The animation classes on the content now: an exit cut short by a new opening (or an
  // entrance by a closing) must not leave its class to fight the next animation.
  let playing: string[] = [];
  const play = (...names: string[]) => {
    content.classList.remove(...playing);
    playing = names;
    content.classList.add(...names);
  };

  const modal: PopupModal = {
    show() {
      if (open) return;
      open = true;
      clearTimers();
      play();
      widget.style.display = '';
      if (toBool(settings.prevent_scroll)) document.body.classList.add('dialog-prevent-scroll');
      // Hidden inline, as the plugin's dialog does: the theme's stylesheet gives the button a
      // display of its own, which would win over the `hidden` attribute.
      const delay = seconds('close_button_delay');
      close.style.display = delay > 0 ? 'none' : '';
      if (delay > 0) later(delay, () => (close.style.display = ''));
      const entrance = animation('entrance_animation');
      content.style.animationDuration = `${duration}ms`;
      if (entrance) {
        play(entrance);
        later(duration, () => play());
      }
      // On the page's dialog stack: a click on the background closes it (unless its settings
      // say not); with a11y navigation, focus moves in after the entrance animation and
      // the popup delay, and is trapped.
      const a11y = toBool(settings.a11y_navigation ?? 'yes');
      const opened = openDialog(widget, {
        holdsFocus: a11y,
        focusDelay: entrance ? duration + FOCUS_DELAY_MS.popup : FOCUS_DELAY_MS.popup,
        close: () => modal.hide(),
        // Escape is this popup's own (below): every open popup hears it, as each Dialogs
        // Manager widget does, not only the top one.
        closesOnEscape: false,
        backdrop: toBool(settings.prevent_close_on_background_click) ? undefined : { overlay: widget, content },
        signal,
      });
      dialog = opened;
      if (a11y && entrance) content.addEventListener('animationend', () => opened.focusIn(FOCUS_DELAY_MS.popup), { once: true, signal });
      const auto = seconds('close_automatically');
      if (auto > 0) later(auto, () => modal.hide());
      options.onShow();
      emitPopupEvent('show', instance.id, instance);
    },
    hide() {
      if (!open) return;
      open = false;
      clearTimers();
      const exit = animation('exit_animation');
      const done = () => {
        play();
        widget.style.display = 'none';
      };
      if (exit) {
        play(exit, 'reverse');
        later(duration, done);
      } else done();
      document.body.classList.remove('dialog-prevent-scroll');
      dialog?.close();
      dialog = undefined;
      options.onHide();
      emitPopupEvent('hide', instance.id, instance);
    },
    destroy() {
      modal.hide();
      listeners.abort();
    },
  };

  close.addEventListener('click', (event) => {
    event.preventDefault();
    modal.hide();
  }, { signal });
  close.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    modal.hide();
  }, { signal });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open && !toBool(settings.prevent_close_on_esc_key)) modal.hide();
  }, { signal });
  // Without an overlay the dialog lets clicks through to the page: a click there closes it, as
  // Dialogs Manager's outside click does (a date picker's calendar is not "outside").
  window.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!open || toBool(settings.prevent_close_on_background_click) || !target || widget.contains(target) || target.closest('.flatpickr-calendar')) return;
    modal.hide();
  }, { capture: true, signal });
  return modal;
}
