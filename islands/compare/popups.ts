import { shareCompare, searchCompare } from '../../src/net/compare';
import { describeDialog, dialogOf, FOCUS_DELAY_MS, openDialog } from '../../src/dom/dialog';
import { replaceServerHtml, type IslandLifecycle } from '../../src/dom/fragments';
import { compareTexts } from './texts';
import type { CompareSettings } from './settings';
import { alertElement } from '../../src/dom/alert';

/** Spec 9.2: the compare search waits 300 ms after typing. */
export const SEARCH_DEBOUNCE_MS = 300;
export const COPY_FAILED = 'Failure to copy!';
const POPUP_FAILED = 'This could not be loaded. Please check your connection and try again.';

const NAMES: Record<string, string> = { 'woosc-search': 'Search products to compare', 'woosc-share': 'Share the comparison', 'woosc-settings': 'Comparison settings' };

/** The footer popups (search, settings, share): dialogs that toggle `open`. */
export class Popups {
  readonly #settings: CompareSettings;
  readonly #islands: IslandLifecycle;
  readonly #signal: AbortSignal;
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #searchAbort: AbortController | undefined;

  constructor(settings: CompareSettings, islands: IslandLifecycle, signal: AbortSignal) {
    this.#settings = settings;
    this.#islands = islands;
    this.#signal = signal;
    document.addEventListener(
      'input',
      (event) => {
        if (!(event.target instanceof HTMLInputElement) || event.target.id !== 'woosc_search_input') return;
        if (event.target.value.trim() !== '') this.#scheduleSearch();
      },
      { signal },
    );
    signal.addEventListener('abort', () => clearTimeout(this.#searchTimer), { once: true });
  }

  static find(kind: 'search' | 'share' | 'settings'): HTMLElement | null {
    return document.querySelector<HTMLElement>(`.woosc-popup.woosc-${kind}`);
  }

  open(popup: HTMLElement, opener: Element | null): void {
    popup.classList.add('open');
    const name = Object.keys(NAMES).find((key) => popup.classList.contains(key));
    describeDialog(popup, { label: NAMES[name ?? ''] ?? 'Compare' });
    // A click on the popup's backdrop (outside its content) closes it, as Escape does.
    openDialog(popup, {
      opener,
      focusDelay: FOCUS_DELAY_MS.popup,
      close: () => this.close(popup),
      backdrop: { overlay: popup, content: '.woosc-popup-content' },
      inertBackground: true,
      signal: this.#signal,
    });
  }

  close(popup: HTMLElement): void {
    popup.classList.remove('open');
    dialogOf(popup)?.close();
  }

  /** Opens or closes; true when it is open afterwards. */
  toggle(popup: HTMLElement | null, opener: Element | null): boolean {
    if (!popup) return false;
    if (popup.classList.contains('open')) {
      this.close(popup);
      return false;
    }
    this.open(popup, opener);
    return true;
  }

  async share(opener: Element): Promise<void> {
    const popup = Popups.find('share');
    if (!this.toggle(popup, opener) || !popup) return;
    const content = popup.querySelector<HTMLElement>('.woosc-share-content');
    if (!content) return;
    content.classList.add('woosc-loading');
    content.setAttribute('aria-busy', 'true');
    const reply = await shareCompare(this.#settings);
    content.classList.remove('woosc-loading');
    content.removeAttribute('aria-busy');
    if (reply.ok) replaceServerHtml(content, reply.value, this.#islands, true);
    else content.replaceChildren(failure());
    const input = content.querySelector<HTMLInputElement>('#woosc_copy_url');
    if (input && !input.labels?.length && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', 'Share link (select to copy)');
  }

  /** Copies the share link; the plugin alerts the outcome either way. */
  async copy(): Promise<void> {
    const input = document.querySelector<HTMLInputElement>('#woosc_copy_url');
    if (!input) return;
    const link = input.value;
    try {
      await navigator.clipboard.writeText(link);
      window.alert(compareTexts().copiedText.split('%s').join(link));
    } catch {
      window.alert(COPY_FAILED);
    }
    input.select();
  }

  search(opener: Element): void {
    const popup = Popups.find('search');
    if (!this.toggle(popup, opener) || !popup) return;
    const result = popup.querySelector('.woosc-search-result');
    // Opening with nothing listed searches at once (the server suggests related products); so
    // does opening after a search that failed, whose message is not a result.
    if (result && ((result.textContent ?? '').trim() === '' || result.querySelector('.lantern-compare-error'))) this.#scheduleSearch();
  }

  closeSearch(): void {
    const popup = Popups.find('search');
    if (popup?.classList.contains('open')) this.close(popup);
  }

  #scheduleSearch(): void {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => void this.#runSearch(), SEARCH_DEBOUNCE_MS);
  }

  async #runSearch(): Promise<void> {
    const result = document.querySelector<HTMLElement>('.woosc-search .woosc-search-result');
    if (!result) return;
    const keyword = document.querySelector<HTMLInputElement>('#woosc_search_input')?.value ?? '';
    this.#searchAbort?.abort();
    const controller = new AbortController();
    this.#searchAbort = controller;
    result.replaceChildren();
    result.classList.add('woosc-loading');
    result.setAttribute('aria-busy', 'true');
    const reply = await searchCompare(this.#settings, keyword, controller.signal);
    if (controller.signal.aborted) return;
    result.classList.remove('woosc-loading');
    result.removeAttribute('aria-busy');
    if (reply.ok) {
      replaceServerHtml(result, reply.value, this.#islands, true);
      for (const add of result.querySelectorAll<HTMLElement>('.woosc-item-add')) {
        const name = add.closest('li')?.querySelector('.item-name')?.textContent?.trim() ?? '';
        if (!(add instanceof HTMLButtonElement)) {
          add.setAttribute('role', 'button');
          add.tabIndex = 0;
        }
        add.setAttribute('aria-label', name ? `Add ${name} to the comparison` : 'Add to the comparison');
      }
    } else result.replaceChildren(failure());
  }
}

function failure(): HTMLElement {
  return alertElement('div', 'lantern-compare-error', POPUP_FAILED);
}
