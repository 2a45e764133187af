import { announce } from '../dom/announcer';

/**
 * Small accessible notifications, in the markup Notiny prints (the toast library the compare
 * and wishlist plugins bundle), so a theme's Notiny styles still apply: one container per
 * position, each toast hiding after 3 s with a dismiss button. An error is an alert; any other
 * toast is spoken through the page's polite live region, which exists before the text arrives
 * (a status inserted with its text already inside is not announced by every screen reader).
 */

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** right-top (default), right-bottom, left-top, left-bottom, fluid-top, fluid-bottom. */
  position?: string;
  kind?: ToastKind;
  /** Picture shown beside the text (a product image URL). */
  image?: string;
  /** Theme class suffix: `notiny-theme-{theme}` (default `lantern`). */
  theme?: string;
  /** Milliseconds before it hides by itself (default 3000). */
  delay?: number;
  /** Name of the dismiss button (default 'Dismiss'). */
  dismissLabel?: string;
}

const POSITIONS = new Set(['right-top', 'right-bottom', 'left-top', 'left-bottom', 'fluid-top', 'fluid-bottom']);
const DEFAULT_DELAY_MS = 3000;

/** Notiny's placement (10 px from the corner, 300 px wide, fluid spans the width), inline so it holds without its stylesheet. */
function placeContainer(box: HTMLElement, position: string): void {
  const [side, edge] = position.split('-') as [string, string];
  Object.assign(box.style, { position: 'fixed', zIndex: '100000', display: 'flex', flexDirection: 'column', gap: '8px' });
  box.style.setProperty(edge, side === 'fluid' ? '0' : '10px');
  if (side === 'fluid') Object.assign(box.style, { left: '0', right: '0' });
  else Object.assign(box.style, { [side]: '10px', width: 'min(300px, calc(100vw - 20px))' });
}

function container(position: string): HTMLElement {
  let root = document.querySelector<HTMLElement>('.notiny');
  if (!root) {
    root = document.createElement('div');
    root.className = 'notiny';
    document.body.append(root);
  }
  let box = root.querySelector<HTMLElement>(`.notiny-container-${position}`);
  if (!box) {
    box = document.createElement('div');
    box.className = `notiny-container notiny-container-${position} lantern-toasts`;
    box.dataset.position = position;
    placeContainer(box, position);
    root.append(box);
  }
  return box;
}

/**
 * Shows a toast; the message is text, never markup. Returns a function that hides it.
 *
 * @example
 * showToast('Work light has been added to Compare list.', { position: 'right-top', kind: 'success' });
 */
export function showToast(message: string, options: ToastOptions = {}): () => void {
  const position = POSITIONS.has(options.position ?? '') ? (options.position as string) : 'right-top';
  const toast = document.createElement('div');
  toast.className = `notiny-base notiny-theme-${options.theme ?? 'lantern'} lantern-toast lantern-toast-${options.kind ?? 'info'}`;
  if (options.kind === 'error') toast.setAttribute('role', 'alert');
  else announce(message);
  if (options.image) {
    const image = document.createElement('img');
    image.className = 'notiny-img';
    image.src = options.image;
    image.alt = '';
    toast.append(image);
  }
  const text = document.createElement('div');
  text.className = 'notiny-text';
  text.textContent = message;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'notiny-close lantern-toast-close';
  dismiss.setAttribute('aria-label', options.dismissLabel ?? 'Dismiss');
  dismiss.textContent = '\u00D7';
  toast.append(text, dismiss);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    clearTimeout(timer);
    toast.remove();
  };
  dismiss.addEventListener('click', hide);
  // Hovering or focusing keeps it up, so it can be read and dismissed.
  const pause = () => clearTimeout(timer);
  const resume = () => {
    clearTimeout(timer);
    timer = setTimeout(hide, options.delay ?? DEFAULT_DELAY_MS);
  };
  toast.addEventListener('pointerenter', pause);
  toast.addEventListener('pointerleave', resume);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', resume);
  container(position).append(toast);
  resume();
  return hide;
}
