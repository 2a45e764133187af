import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_REGION_SETTLE_MS } from '../dom/announcer';
import { showToast } from './toast';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('speaks the message politely as text, beside its picture, and hides after 3 s', () => {
    vi.useFakeTimers();
    showToast('<b>Light</b> added', { position: 'left-bottom', image: '/a.svg', kind: 'success' });
    const toast = document.querySelector<HTMLElement>('.notiny-container-left-bottom .notiny-base')!;
    expect(toast.hasAttribute('role')).toBe(false);
    vi.advanceTimersByTime(NEW_REGION_SETTLE_MS);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('<b>Light</b> added');
    expect(toast.querySelector('.notiny-text')!.textContent).toBe('<b>Light</b> added');
    expect(toast.querySelector('b')).toBeNull();
    expect(toast.querySelector('img')!.getAttribute('src')).toBe('/a.svg');
    vi.advanceTimersByTime(2999 - NEW_REGION_SETTLE_MS);
    expect(toast.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
  });

  it('can be dismissed, and stays while hovered', () => {
    vi.useFakeTimers();
    const first = showToast('One');
    first();
    expect(document.querySelectorAll('.notiny-base')).toHaveLength(0);
    showToast('Two', { position: 'nowhere' });
    const toast = document.querySelector<HTMLElement>('.notiny-container-right-top .notiny-base')!;
    toast.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(5000);
    expect(toast.isConnected).toBe(true);
    toast.querySelector<HTMLButtonElement>('.notiny-close')!.click();
    expect(toast.isConnected).toBe(false);
  });
});
