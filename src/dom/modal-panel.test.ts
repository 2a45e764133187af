import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalPanel, type ModalPanel } from './modal-panel';

let controller: AbortController;
let panel: ModalPanel;
const drawn: boolean[] = [];
const byId = (id: string) => document.getElementById(id) as HTMLElement;

function setUp(toggles: boolean, ignores?: (opener: HTMLElement) => boolean): void {
  document.body.innerHTML = `
    <button class="open" id="opener">Open</button><button class="open" id="other">Open too</button>
    <div id="panel" tabindex="-1"><a class="close" href="#" id="close">Close</a><input id="field"></div>
    <div id="overlay"></div><span class="close" id="outside-close">Not this panel's</span>`;
  drawn.length = 0;
  controller = new AbortController();
  panel = modalPanel({
    panel: byId('panel'),
    openers: '.open',
    closers: '.close',
    overlay: byId('overlay'),
    toggles,
    render: (open) => drawn.push(open),
    ignores,
    signal: controller.signal,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setUp(true);
});
afterEach(() => {
  panel.release();
  controller.abort();
  vi.useRealTimers();
});

describe('modalPanel', () => {
  it('draws closed at first, and every opener says whether it is expanded and what it controls', () => {
    expect(drawn).toEqual([false]);
    expect(byId('other').getAttribute('aria-expanded')).toBe('false');
    expect(byId('other').getAttribute('aria-controls')).toBe('panel');
    byId('opener').click();
    expect(panel.isOpen()).toBe(true);
    expect(drawn).toEqual([false, true]);
    expect(byId('other').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus in after the modal delay', () => {
    byId('opener').focus();
    byId('opener').click();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(byId('close'));
  });

  it('closes on its close control, its overlay and Escape, giving focus back to the opener used', () => {
    byId('other').focus();
    byId('other').click();
    vi.advanceTimersByTime(100);
    byId('close').click();
    expect(panel.isOpen()).toBe(false);
    expect(document.activeElement).toBe(byId('other'));

    byId('opener').click();
    byId('overlay').click();
    expect(panel.isOpen()).toBe(false);

    byId('opener').click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.isOpen()).toBe(false);
  });

  it('ignores close controls of other panels', () => {
    byId('opener').click();
    byId('outside-close').click();
    expect(panel.isOpen()).toBe(true);
  });

  it('toggles from the opener, or only opens when it is not a toggle', () => {
    byId('opener').click();
    byId('opener').click();
    expect(panel.isOpen()).toBe(false);
    panel.release();
    controller.abort();
    setUp(false);
    byId('opener').click();
    byId('opener').click();
    expect(panel.isOpen()).toBe(true);
  });

  it('leaves focus where the shopper moved it outside when the panel closes', () => {
    byId('opener').click();
    vi.advanceTimersByTime(100);
    byId('other').focus();
    panel.setOpen(false);
    expect(document.activeElement).toBe(byId('other'));
  });

  it('leaves an opener click it ignores to whoever handles it', () => {
    panel.release();
    controller.abort();
    setUp(true, (opener) => opener.id === 'other');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('other').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(panel.isOpen()).toBe(false);
  });

  it('gives focus back to the opener another script names, and stays open on Escape when told to', () => {
    panel.release();
    controller.abort();
    controller = new AbortController();
    panel = modalPanel({ panel: byId('panel'), openers: '.open', toggles: true, closesOnEscape: false, render: () => {}, ignores: () => true, signal: controller.signal });
    byId('other').focus();
    panel.setOpen(true, byId('other'));
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(byId('close'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.isOpen()).toBe(true);
    byId('close').click();
    expect(panel.isOpen()).toBe(true);
    panel.setOpen(false);
    expect(document.activeElement).toBe(byId('other'));
  });
});
