import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { iconButtonLabel } from './icon-button-label';
import { attachTooltips } from './tooltip';

describe('tooltips', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = '<button class="woosc-btn" aria-label="Compare">⇄</button><button class="other">x</button>';
    attachTooltips({
      selector: '.woosc-btn',
      text: (button) => button.getAttribute('aria-label') ?? '',
      describe: true,
      signal: controller.signal,
    });
  });
  afterEach(() => controller.abort());

  const button = () => document.querySelector<HTMLElement>('.woosc-btn')!;
  const tip = () => document.querySelector<HTMLElement>('[role="tooltip"]');

  const shown = () => waitFor(() => expect(tip()?.hidden).toBe(false));

  it('draws nothing until the first hover or focus', () => {
    expect(tip()).toBeNull();
  });

  it('shows on keyboard focus, describes the element, and hides on blur', async () => {
    fireEvent.focusIn(button());
    await shown();
    expect(tip()?.textContent).toBe('Compare');
    expect(button().getAttribute('aria-describedby')).toBe(tip()?.id);
    fireEvent.focusOut(button());
    expect(tip()?.hidden).toBe(true);
    expect(button().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows on hover and stays while the pointer moves onto it', async () => {
    fireEvent.pointerOver(button());
    await shown();
    fireEvent.pointerOut(button(), { relatedTarget: tip() });
    fireEvent.pointerEnter(tip()!);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(tip()?.hidden).toBe(false);
    fireEvent.pointerLeave(tip()!);
    await waitFor(() => expect(tip()?.hidden).toBe(true));
  });

  it('shows for the element focus is already on when attached (the focus that fetched the code)', async () => {
    controller.abort();
    controller = new AbortController();
    document.body.innerHTML = '<button class="woosw-btn" aria-label="Add to wishlist">♡</button>';
    document.querySelector<HTMLElement>('.woosw-btn')!.focus();
    attachTooltips({ selector: '.woosw-btn', text: (element) => element.getAttribute('aria-label') ?? '', signal: controller.signal });
    await shown();
    expect(tip()?.textContent).toBe('Add to wishlist');
  });

  it('shows nothing when the pointer left before the tooltip code came', async () => {
    fireEvent.pointerOver(button());
    fireEvent.pointerOut(button());
    // The same import the tooltips wait for, then a turn for their callback.
    await import('./tooltip-view');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tip()).toBeNull();
    fireEvent.focusIn(button());
    await shown();
  });

  it('is dismissed with Escape without moving pointer or focus, until the element is left', async () => {
    fireEvent.focusIn(button());
    await shown();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tip()?.hidden).toBe(true);
    fireEvent.pointerOver(button());
    expect(tip()?.hidden).toBe(true);
    fireEvent.focusOut(button());
    fireEvent.focusIn(button());
    expect(tip()?.hidden).toBe(false);
  });

  it('ignores elements outside its selector and goes away on unmount', async () => {
    fireEvent.focusIn(document.querySelector('.other')!);
    expect(tip()).toBeNull();
    fireEvent.focusIn(button());
    await shown();
    controller.abort();
    expect(tip()).toBeNull();
  });
});

describe('two sets of tooltips', () => {
  it('show one tooltip at a time', async () => {
    const controller = new AbortController();
    document.body.innerHTML = '<button class="a" aria-label="A">a</button><button class="b" aria-label="B">b</button>';
    for (const selector of ['.a', '.b']) {
      attachTooltips({ selector, text: (element) => element.getAttribute('aria-label') ?? '', signal: controller.signal });
    }
    const shownTexts = () => Array.from(document.querySelectorAll<HTMLElement>('[role="tooltip"]')).filter((tip) => !tip.hidden).map((tip) => tip.textContent);
    fireEvent.focusIn(document.querySelector('.a')!);
    await waitFor(() => expect(shownTexts()).toEqual(['A']));
    fireEvent.pointerOver(document.querySelector('.b')!);
    await waitFor(() => expect(shownTexts()).toEqual(['B']));
    controller.abort();
  });
});

describe('a plugin button\'s tooltip text', () => {
  it('is the label of an icon-only button: its text span, else its aria-label', () => {
    document.body.innerHTML = `<button id="a" class="woosw-btn woosw-btn-icon-only" aria-label="Add to wishlist"><span class="woosw-btn-icon"></span><span class="woosw-btn-text">Browse wishlist</span></button>
<button id="b" aria-label="Compare"><span class="woosc-btn-icon"></span></button>
<button id="c" aria-label="Quick view"><span class="woosq-btn-icon"></span><span class="woosq-btn-text" style="display:none">Quick view</span></button>`;
    const byId = (id: string) => document.getElementById(id)!;
    expect(iconButtonLabel(byId('a'))).toBe('Browse wishlist');
    expect(iconButtonLabel(byId('b'))).toBe('Compare');
    expect(iconButtonLabel(byId('c'))).toBe('Quick view');
  });

  it('is nothing when the button shows its label: the tooltip would only repeat it', () => {
    document.body.innerHTML = `<button id="a" class="woosw-btn woosw-btn-icon-text" aria-label="Add to wishlist"><span class="woosw-btn-icon"></span><span class="woosw-btn-text">Add to wishlist</span></button>
<button id="b" aria-label="Compare">Compare</button>`;
    expect(iconButtonLabel(document.getElementById('a')!)).toBe('');
    expect(iconButtonLabel(document.getElementById('b')!)).toBe('');
  });

  it('asks for its code again on the next focus when the first fetch fails, with nothing left unhandled', async () => {
    document.body.insertAdjacentHTML('beforeend', '<button class="woosw-btn" aria-label="Add to wishlist">♡</button>');
    const heart = document.querySelector<HTMLElement>('.woosw-btn')!;
    const own = new AbortController();
    onTestFinished(() => own.abort());
    let asked = 0;
    const loadView = () => (++asked === 1 ? Promise.reject(new Error('chunk failed')) : import('./tooltip-view'));
    attachTooltips({ selector: '.woosw-btn', text: (element) => element.getAttribute('aria-label') ?? '', signal: own.signal }, loadView);
    fireEvent.focusIn(heart);
    await waitFor(() => expect(asked).toBe(1));
    fireEvent.focusOut(heart);
    fireEvent.focusIn(heart);
    await waitFor(() => expect(document.querySelector<HTMLElement>('[role="tooltip"]')?.textContent).toBe('Add to wishlist'));
    expect(asked).toBe(2);
  });
});
