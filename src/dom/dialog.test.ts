import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeDialog, dialogOf, FOCUS_DELAY_MS, openDialog, topDialog, type DialogOptions, type OpenDialog } from './dialog';

const byId = (id: string) => document.getElementById(id) as HTMLElement;

// Dialogs a test leaves open leave the page's stack with it.
let unmount: AbortController;

function page(): void {
  document.body.innerHTML = `
    <header id="header"><button id="opener">Open</button><button id="other">Elsewhere</button></header>
    <main id="main"><p id="already" inert>Kept inert by the page</p><div id="status" role="status"></div></main>
    <div id="overlay"></div>
    <div id="first" class="dialog"><button id="first-a">A</button><button id="open-second">Open second</button><button id="first-z">Z</button></div>
    <div id="second" class="dialog"><div class="content"><button id="second-a">Close</button><input id="second-z"></div></div>`;
}

/** Opens `id` from the element `from` (focused first, as a click on it would), closing by Escape. */
function open(id: string, from: string, options: DialogOptions = {}): OpenDialog {
  byId(from).focus();
  const dialog: OpenDialog = openDialog(byId(id), { close: () => dialog.close(), signal: unmount.signal, ...options });
  return dialog;
}

/** A key as the browser delivers it: a keydown on what has focus, bubbling to the document. */
function press(key: string, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  unmount = new AbortController();
  page();
});
afterEach(() => {
  unmount.abort();
  vi.useRealTimers();
});

describe('opening and closing a dialog', () => {
  it('moves focus to its first control after the modal delay, and back to the opener on close', () => {
    const dialog = open('first', 'opener');
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal - 1);
    expect(document.activeElement).toBe(byId('opener'));
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(byId('first-a'));

    expect(dialog.close()).toBe(byId('opener'));
    expect(document.activeElement).toBe(byId('opener'));
    expect(topDialog()).toBeUndefined();
  });

  it('waits the popup delay when told, and moves nothing when the surface focuses by itself', () => {
    open('first', 'opener', { focusDelay: FOCUS_DELAY_MS.popup });
    vi.advanceTimersByTime(FOCUS_DELAY_MS.popup - 1);
    expect(document.activeElement).toBe(byId('opener'));
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(byId('first-a'));

    open('second', 'other', { focusDelay: null });
    vi.advanceTimersByTime(FOCUS_DELAY_MS.popup);
    expect(document.activeElement).toBe(byId('other'));
  });

  it('gives focus to the element the surface names', () => {
    open('second', 'opener', { initialFocus: () => byId('second-z') });
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    expect(document.activeElement).toBe(byId('second-z'));
  });

  it('gives the handle of a dialog already open, and forgets it once closed', () => {
    const dialog = open('first', 'opener');
    expect(openDialog(byId('first'))).toBe(dialog);
    expect(dialogOf(byId('first'))).toBe(dialog);
    dialog.close();
    expect(dialogOf(byId('first'))).toBeUndefined();
  });
});

describe('a dialog over a dialog', () => {
  it('closes the top one only on Escape, giving focus back to the opener of each', () => {
    open('first', 'opener');
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    open('second', 'open-second');
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    expect(document.activeElement).toBe(byId('second-a'));

    expect(press('Escape').defaultPrevented).toBe(true);
    expect(dialogOf(byId('second'))).toBeUndefined();
    expect(dialogOf(byId('first'))).toBeDefined();
    expect(document.activeElement).toBe(byId('open-second'));

    press('Escape');
    expect(topDialog()).toBeUndefined();
    expect(document.activeElement).toBe(byId('opener'));
    expect(press('Escape').defaultPrevented).toBe(false);
  });

  it('traps Tab in the top one; closed, the one below traps it again', () => {
    open('first', 'opener');
    open('second', 'open-second');
    byId('second-z').focus();
    press('Tab');
    expect(document.activeElement).toBe(byId('second-a'));

    dialogOf(byId('second'))?.close();
    byId('first-z').focus();
    press('Tab');
    expect(document.activeElement).toBe(byId('first-a'));
  });
});

describe('focus held inside', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    open('first', 'opener');
    byId('first-z').focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('first-a'));
    press('Tab', true);
    expect(document.activeElement).toBe(byId('first-z'));
  });

  it('neither traps nor moves focus where the settings turn keyboard handling off', () => {
    open('first', 'opener', { holdsFocus: false });
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    expect(document.activeElement).toBe(byId('opener'));
    byId('first-z').focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });
});

describe('focus given back', () => {
  it('stays where the shopper moved it outside the dialog before it closed', () => {
    const dialog = open('first', 'opener');
    byId('other').focus();
    dialog.close();
    expect(document.activeElement).toBe(byId('other'));
  });

  it('goes to the fallback when the opener has left the page, and nowhere when another dialog takes over', () => {
    const dialog = open('first', 'opener', { fallbackOpener: () => byId('other') });
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    byId('opener').remove();
    dialog.close();
    expect(document.activeElement).toBe(byId('other'));

    const handedOff = open('second', 'other');
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    expect(handedOff.close({ returnFocus: false })).toBe(byId('other'));
    expect(document.activeElement).toBe(byId('second-a'));
  });

  it('is left alone when the surface unmounts', () => {
    open('first', 'opener');
    vi.advanceTimersByTime(FOCUS_DELAY_MS.modal);
    unmount.abort();
    expect(topDialog()).toBeUndefined();
    expect(document.activeElement).toBe(byId('first-a'));
  });
});

describe('the backdrop and Escape', () => {
  it('closes on a click on the overlay outside the content, not inside it', () => {
    open('second', 'opener', { backdrop: { overlay: byId('second'), content: '.content' } });
    byId('second-a').click();
    expect(topDialog()).toBeDefined();
    byId('second').click();
    expect(topDialog()).toBeUndefined();

    open('first', 'opener', { backdrop: { overlay: '#overlay' } });
    byId('overlay').click();
    expect(topDialog()).toBeUndefined();
  });

  it('stays open on Escape where its settings say so', () => {
    open('first', 'opener', { closesOnEscape: false });
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(topDialog()).toBeDefined();
  });
});

describe('the page behind', () => {
  it('is inert while the dialog is on top, but for live regions and its overlay, and comes back as it was', () => {
    const dialog = open('first', 'opener', { inertBackground: true, backdrop: { overlay: byId('overlay') } });
    expect(byId('header').hasAttribute('inert')).toBe(true);
    expect(byId('second').hasAttribute('inert')).toBe(true);
    expect(byId('main').hasAttribute('inert')).toBe(false);
    expect(byId('status').hasAttribute('inert')).toBe(false);
    expect(byId('already').hasAttribute('inert')).toBe(true);
    expect(byId('overlay').hasAttribute('inert')).toBe(false);
    expect(byId('first').hasAttribute('inert')).toBe(false);

    dialog.close();
    expect(byId('header').hasAttribute('inert')).toBe(false);
    expect(byId('second').hasAttribute('inert')).toBe(false);
    expect(byId('already').hasAttribute('inert')).toBe(true);
  });

  it('follows the top dialog: the one opened over it makes the one below inert, until it closes', () => {
    open('first', 'opener', { inertBackground: true });
    const second = open('second', 'open-second', { inertBackground: true });
    expect(byId('second').hasAttribute('inert')).toBe(false);
    expect(byId('first').hasAttribute('inert')).toBe(true);
    second.close();
    expect(byId('first').hasAttribute('inert')).toBe(false);
    expect(byId('second').hasAttribute('inert')).toBe(true);
  });
});

describe('describeDialog', () => {
  it('names a dialog by its title, else by the label, following the content as it changes', () => {
    const dialog = byId('first');
    const title = document.createElement('h2');
    title.textContent = 'Your wishlist';
    dialog.prepend(title);
    describeDialog(dialog, { title, label: 'Wishlist' });
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.tabIndex).toBe(-1);
    expect(dialog.getAttribute('aria-labelledby')).toBe('first-title');

    title.remove();
    describeDialog(dialog, { title: null, label: 'Wishlist' });
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
    expect(dialog.getAttribute('aria-label')).toBe('Wishlist');
  });

  it('keeps the name the markup gave it', () => {
    const dialog = byId('second');
    dialog.setAttribute('aria-label', 'Search the shop');
    describeDialog(dialog, { label: 'Search' });
    expect(dialog.getAttribute('aria-label')).toBe('Search the shop');
  });
});
