import { setText } from '../dom/html';

/** How long a toast stays, as the plugins' Notiny messages do. */
const TOAST_MS = 3000;

const EDGE: Record<string, string> = {
  'right-top': 'top:1em;right:1em',
  'right-bottom': 'bottom:1em;right:1em',
  'fluid-top': 'top:0;left:0;right:0',
  'fluid-bottom': 'bottom:0;left:0;right:0',
  'left-top': 'top:1em;left:1em',
  'left-bottom': 'bottom:1em;left:1em',
};

function stack(position: string): HTMLElement {
  const name = EDGE[position] ? position : 'right-top';
  const existing = document.querySelector<HTMLElement>(`.lantern-toasts[data-position="${name}"]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = 'lantern-toasts';
  region.dataset.position = name;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.style.cssText = `position:fixed;z-index:100000;display:flex;flex-direction:column;gap:.5em;max-width:24em;${EDGE[name] ?? ''}`;
  document.body.append(region);
  return region;
}

/**
 * Shows a short message in a corner (the plugins' Notiny toasts): plain text, spoken by a
 * polite live region, gone after 3 s. `position` takes the plugins' values (`right-top`, …).
 *
 * @example
 * showToast('Work light has been added to Wishlist.', { position: 'right-top', kind: 'success' });
 */
export function showToast(
  message: string,
  options: { position?: string; kind?: 'success' | 'error' | 'info' } = {},
): HTMLElement {
  const toast = document.createElement('div');
  toast.className = `lantern-toast lantern-toast--${options.kind ?? 'info'}`;
  toast.style.cssText = `padding:.75em 1em;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.25);color:#fff;background:${options.kind === 'error' ? '#a00' : '#222'}`;
  setText(toast, message);
  stack(options.position ?? 'right-top').append(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
  return toast;
}
