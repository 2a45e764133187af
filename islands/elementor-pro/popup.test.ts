import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './popup';
import { pageState } from './registry';
import { startTriggers } from './triggers';
import { mount as mountActions } from './url-actions';

const unmounts: (() => void)[] = [];

function printPopup(id: string, settings: Record<string, unknown>, inner = '<h2>Ten per cent off</h2><a href="/shop/">Shop now</a>'): HTMLElement {
  const popup = document.createElement('div');
  popup.dataset.elementorType = 'popup';
  popup.dataset.elementorId = id;
  popup.className = `elementor elementor-${id} elementor-location-popup`;
  popup.dataset.elementorSettings = JSON.stringify(settings);
  popup.innerHTML = inner;
  document.body.append(popup);
  return popup;
}

function mountPopup(popup: HTMLElement): void {
  const controller = new AbortController();
  const cleanup = mount(createMountContext(popup, controller.signal));
  unmounts.push(() => {
    cleanup();
    controller.abort();
  });
}

function mountUrlActions(): void {
  const controller = new AbortController();
  mountActions(createMountContext(document.body, controller.signal));
  unmounts.push(() => controller.abort());
}

const dialog = (id: string) => document.getElementById(`elementor-popup-modal-${id}`);
const isShown = (id: string) => Boolean(dialog(id) && dialog(id)!.style.display !== 'none');
/**
 * Lets the dialog's chunk arrive (a dynamic import) and its promise callbacks run. The test
 * imports the chunk itself as well: `dynamicImportSettled` does not see an import while Vitest
 * is still resolving its address, and on a busy machine it returned before the popup's import
 * had begun to load (a full unit run found both popups of a test undecided).
 */
const settle = async () => {
  await vi.dynamicImportSettled();
  await import('./modal').catch(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
};

const actionHref = (action: string, settings: Record<string, unknown>) =>
  encodeURIComponent(`#elementor-action:action=${action}&settings=${btoa(JSON.stringify(settings))}`);

beforeEach(() => {
  vi.useFakeTimers();
  pageState.popped = false;
});

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.querySelectorAll('.elementor-popup-modal').forEach((node) => node.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('popup triggers', () => {
  it('opens after its page-load delay, in Elementor’s dialog, and tells the page', async () => {
    const shown = vi.fn();
    window.addEventListener('elementor/popup/show', shown);
    mountPopup(printPopup('801', { triggers: { page_load: 'yes', page_load_delay: 2 }, timing: {} }));
    await vi.advanceTimersByTimeAsync(1900);
    await settle();
    expect(isShown('801')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(isShown('801')).toBe(true);
    expect(dialog('801')!.querySelector('.dialog-message [data-elementor-id="801"]')).not.toBeNull();
    expect(dialog('801')!.getAttribute('aria-labelledby')).toBe(dialog('801')!.querySelector('h2')!.id);
    expect(shown).toHaveBeenCalledOnce();
    expect((shown.mock.calls[0]![0] as CustomEvent<{ id: number }>).detail.id).toBe(801);
    window.removeEventListener('elementor/popup/show', shown);
  });

  it('opens on exactly the Nth click, and its other triggers stop once it has shown', async () => {
    mountPopup(printPopup('802', { triggers: { click: 'yes', click_times: 3, page_load: 'yes', page_load_delay: 60 }, timing: {} }));
    document.body.click();
    document.body.click();
    await settle();
    expect(isShown('802')).toBe(false);
    document.body.click();
    await settle();
    expect(isShown('802')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(isShown('802')).toBe(false);
  });

  it('skips a scroll-to trigger whose selector is invalid and keeps the others', async () => {
    mountPopup(printPopup('803', { triggers: { scrolling_to: 'yes', scrolling_to_selector: '#(', page_load: 'yes', page_load_delay: 1 }, timing: {} }));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(isShown('803')).toBe(true);
  });

  it('opens after N seconds without a key press or a mouse move', async () => {
    mountPopup(printPopup('804', { triggers: { inactivity: 'yes', inactivity_time: 10 }, timing: {} }));
    await vi.advanceTimersByTimeAsync(8000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    await vi.advanceTimersByTimeAsync(8000);
    await settle();
    expect(isShown('804')).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(isShown('804')).toBe(true);
  });

  it('opens when the pointer leaves through the top of the window', async () => {
    mountPopup(printPopup('805', { triggers: { exit_intent: 'yes' }, timing: {} }));
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 300 }));
    await settle();
    expect(isShown('805')).toBe(false);
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0 }));
    await settle();
    expect(isShown('805')).toBe(true);
  });

  it('stays closed when its trigger fires but a condition fails', async () => {
    mountPopup(printPopup('806', { triggers: { page_load: 'yes' }, timing: { url: 'yes', url_action: 'regex', url_url: '([' } }));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(isShown('806')).toBe(false);
  });

  it('takes its page-view baseline on page load, before any trigger fires', () => {
    localStorage.setItem('elementor', JSON.stringify({ pageViews: 4 }));
    mountPopup(printPopup('810', { triggers: { exit_intent: 'yes' }, timing: { page_views: 'yes', page_views_views: 2 } }));
    const stored = JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;
    expect(stored.popup_810_page_views_initialPageViews).toBe(stored.pageViews);
  });

  it('opens from its open_selector without any trigger', async () => {
    printPopup('807', { open_selector: '.open-807', timing: {} });
    const opener = document.createElement('a');
    opener.href = '#';
    opener.className = 'open-807';
    document.body.append(opener);
    mountPopup(document.querySelector<HTMLElement>('[data-elementor-id="807"]')!);
    opener.click();
    await settle();
    expect(isShown('807')).toBe(true);
  });

  it('keeps a second triggered popup closed with avoid_multiple_popups once one has shown', async () => {
    mountPopup(printPopup('808', { triggers: { page_load: 'yes' }, timing: {} }));
    mountPopup(printPopup('809', { avoid_multiple_popups: 'yes', triggers: { page_load: 'yes', page_load_delay: 1 }, timing: {} }));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(isShown('808')).toBe(true);
    expect(isShown('809')).toBe(false);
  });
});

describe('how the last asking ended (data-popup-check)', () => {
  const check = (id: string) => document.querySelector(`[data-elementor-id="${id}"]`)!.getAttribute('data-popup-check');

  it('has none until an asking is decided, then says shown', async () => {
    mountPopup(printPopup('811', { triggers: { page_load: 'yes', page_load_delay: 1 }, timing: {} }));
    await vi.advanceTimersByTimeAsync(900);
    expect(check('811')).toBeNull();
    vi.advanceTimersByTime(100);
    expect(check('811')).toBeNull();
    await settle();
    expect(check('811')).toBe('shown');
    expect(isShown('811')).toBe(true);
  });

  it('says failed when its dialog code does not arrive', async () => {
    vi.doMock('./modal', () => Promise.reject(new Error('offline')));
    mountPopup(printPopup('816', { open_selector: '.open-816', timing: {} }));
    document.body.insertAdjacentHTML('beforeend', '<a href="#" class="open-816">Open</a>');
    document.querySelector<HTMLElement>('.open-816')!.click();
    await settle();
    vi.doUnmock('./modal');
    expect(check('816')).toBe('failed');
  });

  it('says declined when a condition fails, or another popup has shown, or the visitor asked never to see it again', async () => {
    mountPopup(printPopup('812', { triggers: { page_load: 'yes' }, timing: { url: 'yes', url_action: 'regex', url_url: '([' } }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(check('812')).toBe('declined');
    mountPopup(printPopup('813', { triggers: { page_load: 'yes' }, timing: {} }));
    mountPopup(printPopup('814', { avoid_multiple_popups: 'yes', triggers: { page_load: 'yes', page_load_delay: 1 }, timing: {} }));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect([check('813'), check('814')]).toEqual(['shown', 'declined']);
    localStorage.setItem('elementor', JSON.stringify({ popup_815_disable: true }));
    printPopup('815', { open_selector: '.open-815', timing: {} });
    mountPopup(document.querySelector<HTMLElement>('[data-elementor-id="815"]')!);
    document.body.insertAdjacentHTML('beforeend', '<a href="#" class="open-815">Open</a>');
    document.querySelector<HTMLElement>('.open-815')!.click();
    expect(check('815')).toBe('declined');
    expect(isShown('815')).toBe(false);
  });
});

describe('editor mode', () => {
  it('skips the conditions and "do not show again" in the page builder', async () => {
    document.body.classList.add('elementor-editor-active');
    localStorage.setItem('elementor', JSON.stringify({ popup_841_disable: true }));
    mountPopup(printPopup('841', { classes: 'promo-popup', triggers: { page_load: 'yes' }, timing: { url: 'yes', url_url: 'nowhere.example' } }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(isShown('841')).toBe(true);
    expect(dialog('841')!.classList.contains('promo-popup')).toBe(true);
  });
});

describe('closing a popup', () => {
  const open = async (id: string, settings: Record<string, unknown>) => {
    mountPopup(printPopup(id, { triggers: { page_load: 'yes' }, timing: {}, ...settings }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(isShown(id)).toBe(true);
  };

  it('shows the close button only after close_button_delay, then closes on it', async () => {
    await open('811', { close_button_delay: 3 });
    const close = dialog('811')!.querySelector<HTMLElement>('.dialog-close-button')!;
    expect(close.style.display).toBe('none');
    await vi.advanceTimersByTimeAsync(2999);
    expect(close.style.display).toBe('none');
    await vi.advanceTimersByTimeAsync(1);
    expect(close.style.display).toBe('');
    close.click();
    expect(isShown('811')).toBe(false);
  });

  it('shows the template even where a stylesheet hides popup templates', async () => {
    const style = document.createElement('style');
    style.textContent = '[data-elementor-type="popup"] { display: none; }';
    document.head.append(style);
    await open('819', {});
    expect(dialog('819')!.querySelector<HTMLElement>('[data-elementor-id="819"]')!.style.display).toBe('block');
    style.remove();
  });

  it('puts the close button outside the content when asked', async () => {
    await open('812', { close_button_position: 'outside' });
    expect(dialog('812')!.querySelector(':scope > .dialog-close-button')).not.toBeNull();
  });

  it('closes on a background click and Escape unless each is turned off', async () => {
    await open('813', {});
    dialog('813')!.click();
    expect(isShown('813')).toBe(false);
    await open('814', { prevent_close_on_background_click: 'yes', prevent_close_on_esc_key: 'yes' });
    dialog('814')!.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(isShown('814')).toBe(true);
  });

  it('closes on a click on the page outside it, but not on one inside it or in a date picker, unless background clicks are turned off', async () => {
    await open('825', {});
    dialog('825')!.querySelector('h2')!.click();
    expect(isShown('825')).toBe(true);
    const calendar = document.createElement('div');
    calendar.className = 'flatpickr-calendar';
    document.body.append(calendar);
    calendar.click();
    expect(isShown('825')).toBe(true);
    document.body.click();
    expect(isShown('825')).toBe(false);
    calendar.remove();
    await open('826', { prevent_close_on_background_click: 'yes' });
    document.body.click();
    expect(isShown('826')).toBe(true);
  });

  it('closes by itself after close_automatically', async () => {
    await open('815', { close_automatically: 5 });
    await vi.advanceTimersByTimeAsync(4900);
    expect(isShown('815')).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(isShown('815')).toBe(false);
  });

  it('locks the page scroll while open with prevent_scroll', async () => {
    await open('816', { prevent_scroll: 'yes' });
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.body.classList.contains('dialog-prevent-scroll')).toBe(false);
  });

  it('plays the exit animation before hiding', async () => {
    await open('817', { exit_animation: 'fadeIn', entrance_animation_duration: { unit: 'px', size: 0.5 } });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    const content = dialog('817')!.querySelector('.dialog-widget-content')!;
    expect(content.classList.contains('reverse')).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(dialog('817')!.style.display).toBe('none');
  });

  it('leaves focus where it is with a11y_navigation off', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await open('820', { a11y_navigation: 'no' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.activeElement).toBe(opener);
  });

  it('closed during its entrance plays only the exit, and reopened during its exit plays only the entrance', async () => {
    // Elementor plays an exit animation as an entrance one reversed.
    await open('824', { entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: { unit: 'px', size: 0.5 } });
    const content = dialog('824')!.querySelector('.dialog-widget-content')!;
    expect(content.classList.contains('zoomIn')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect([...content.classList]).toEqual(expect.arrayContaining(['fadeIn', 'reverse']));
    expect(content.classList.contains('zoomIn')).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const link = document.createElement('a');
    link.href = actionHref('popup:open', { id: '824' });
    document.body.append(link);
    mountUrlActions();
    link.click();
    await settle();
    expect(isShown('824')).toBe(true);
    expect(content.classList.contains('zoomIn')).toBe(true);
    expect(content.classList.contains('fadeIn')).toBe(false);
    expect(content.classList.contains('reverse')).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(content.classList.contains('zoomIn')).toBe(false);
    expect(isShown('824')).toBe(true);
  });

  it('moves focus in after 250 ms, keeps it there, and gives it back on close', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await open('818', {});
    await vi.advanceTimersByTimeAsync(240);
    expect(document.activeElement).toBe(opener);
    await vi.advanceTimersByTimeAsync(10);
    const close = dialog('818')!.querySelector<HTMLElement>('.dialog-close-button')!;
    expect(document.activeElement).toBe(close);
    // Shift+Tab from the first stop goes round to the last one inside, not back to the page.
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    const last = document.activeElement as HTMLElement;
    expect(last).not.toBe(close);
    expect(dialog('818')!.contains(last)).toBe(true);
    // Tab from the last stop comes back to the first.
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(close);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.activeElement).toBe(opener);
  });
});

describe('impressions and the classic events', () => {
  it('counts an impression on open by default and on close with times_count', async () => {
    mountPopup(printPopup('821', { triggers: { page_load: 'yes' }, timing: {} }));
    mountPopup(printPopup('822', { triggers: { page_load: 'yes' }, timing: { times_count: 'close' } }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    // The dialog code is imported on the first opening: a busy machine takes a while.
    await vi.waitFor(() => expect([isShown('821'), isShown('822')]).toEqual([true, true]));
    const bag = () => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;
    expect(bag().popup_821_times).toBe(1);
    expect(bag().popup_822_times).toBeUndefined();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(bag().popup_822_times).toBe(1);
  });

  it('closes every open popup on Escape, as each Elementor dialog hears the key, whichever opened last', async () => {
    mountPopup(printPopup('824', { triggers: { page_load: 'yes' }, timing: {} }));
    mountPopup(printPopup('825', { triggers: { page_load: 'yes' }, timing: {} }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    await vi.waitFor(() => expect([isShown('824'), isShown('825')]).toEqual([true, true]));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect([isShown('824'), isShown('825')]).toEqual([false, false]);
  });

  it('triggers elementor/popup/show and hide through jQuery on document when it is there', async () => {
    const trigger = vi.fn();
    vi.stubGlobal('jQuery', () => ({ trigger }));
    mountPopup(printPopup('823', { triggers: { page_load: 'yes' }, timing: {} }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(trigger.mock.calls.map((call) => [call[0], (call[1] as unknown[])[0]])).toEqual([
      ['elementor/popup/show', 823],
      ['elementor/popup/hide', 823],
    ]);
  });
});

describe('URL actions on popups', () => {
  it('opens, toggles and closes with do_not_show_again, which later triggers obey', async () => {
    // A link outside the popup only toggles it while clicks outside do not close it (as in
    // Elementor Pro: otherwise the outside click closes it first and the toggle reopens it).
    const popup = printPopup('831', { prevent_close_on_background_click: 'yes', timing: {} }, `<h2>News</h2><a class="never" href="${actionHref('popup:close', { do_not_show_again: 'yes' })}">No thanks</a>`);
    const link = document.createElement('a');
    link.href = actionHref('popup:open', { id: '831', toggle: 'yes' });
    document.body.append(link);
    mountPopup(popup);
    mountUrlActions();
    link.click();
    await settle();
    expect(isShown('831')).toBe(true);
    link.click();
    await settle();
    expect(isShown('831')).toBe(false);
    link.click();
    await settle();
    popup.querySelector<HTMLElement>('.never')!.click();
    await settle();
    expect(isShown('831')).toBe(false);
    link.click();
    await settle();
    expect(isShown('831')).toBe(false);
  });

  it("runs the action named by the page's hash on load", async () => {
    const popup = printPopup('832', { timing: {} });
    const link = document.createElement('a');
    link.href = '#newsletter';
    link.setAttribute('e-action-hash', actionHref('popup:open', { id: '832' }));
    document.body.append(link);
    location.hash = '#newsletter';
    mountUrlActions();
    mountPopup(popup);
    await settle();
    expect(isShown('832')).toBe(true);
    location.hash = '';
  });
});

describe('the scrolling trigger', () => {
  /** A page 3000 px tall in a 1000 px window: 2000 px of scrolling, so 1 % is 20 px. */
  beforeEach(() => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
    vi.stubGlobal('innerHeight', 1000);
    window.scrollTo(0, 0);
  });

  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    window.scrollTo(0, 0);
  });

  function watch(settings: Record<string, unknown>): ReturnType<typeof vi.fn> {
    const fire = vi.fn();
    stops.push(startTriggers(settings, fire));
    return fire;
  }

  function scrollTo(y: number): void {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  }

  describe('by direction and offset', () => {
    it('fires going down once past the offset, as a share of the scrollable height', () => {
      const fire = watch({ scrolling: 'yes', scrolling_offset: 30 });
      scrollTo(580);
      expect(fire).not.toHaveBeenCalled();
      scrollTo(600);
      expect(fire).toHaveBeenCalledTimes(1);
    });

    it('fires going down at 50 % when no offset is set', () => {
      const fire = watch({ scrolling: 'yes' });
      scrollTo(980);
      expect(fire).not.toHaveBeenCalled();
      scrollTo(1000);
      expect(fire).toHaveBeenCalledTimes(1);
    });

    it('does not fire going up past the offset when set for down', () => {
      window.scrollTo(0, 1800);
      const fire = watch({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 10 });
      scrollTo(1500);
      scrollTo(1000);
      expect(fire).not.toHaveBeenCalled();
    });

    it('set for up, fires on the first scroll up and not on scrolling down', () => {
      const fire = watch({ scrolling: 'yes', scrolling_direction: 'up', scrolling_offset: 10 });
      scrollTo(1000);
      scrollTo(1900);
      expect(fire).not.toHaveBeenCalled();
      scrollTo(1880);
      expect(fire).toHaveBeenCalledTimes(1);
    });

    it('stops listening once stopped', () => {
      const fire = watch({ scrolling: 'yes', scrolling_offset: 10 });
      stops.splice(0).forEach((stop) => stop());
      scrollTo(1500);
      expect(fire).not.toHaveBeenCalled();
    });
  });
});
