import { useEffect, useRef, useState } from 'react';
import { htmlToText } from '../../src/dom/html';
import { createMountContext } from '../../src/runtime/context';
import { renderIsland } from '../../src/runtime/react-root';
import { disableAutofill, restoreAutofill } from './autofill';
import { brandingFragment } from './branding';
import { fillAddress } from './fill';
import { labelParts, usableSuggestions } from './highlight';
import type { AddressResult, ComboboxHost, Suggestion } from './types';

/** Typing pauses this long before a search; replies to older searches are dropped. */
export const SEARCH_DEBOUNCE_MS = 150;
/** The list hides this long after the field loses focus (spec 9.2). */
export const BLUR_HIDE_MS = 200;
const MIN_QUERY = 3;

/** The list's open state on the page: its container, the input's ARIA and autofill. */
function showList(container: HTMLElement, input: HTMLInputElement, listId: string, open: boolean): void {
  container.style.display = open ? 'block' : 'none';
  if (input.hasAttribute('role')) input.setAttribute('aria-expanded', String(open));
  if (open) {
    input.setAttribute('aria-controls', listId);
    disableAutofill(input);
  } else {
    input.removeAttribute('aria-controls');
    restoreAutofill(input);
  }
}

interface Props {
  host: ComboboxHost;
  container: HTMLElement;
}

/**
 * The suggestion list of one address field: a WAI-ARIA combobox on the server's own
 * `address_1` input (role, `aria-expanded`, `aria-controls`, `aria-activedescendant`) with a
 * listbox React draws below it, and the provider's sanitized branding.
 */
function Combobox({ host, container }: Props) {
  const { input, type } = host;
  const listId = `address_suggestions_${type}_list`;
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [branding, setBranding] = useState(host.branding);
  const brandingRef = useRef<HTMLDivElement>(null);
  const timers = useRef({ search: 0, blur: 0, token: 0 });
  const open = items.length > 0;

  const hide = () => {
    window.clearTimeout(timers.current.search);
    timers.current.token += 1;
    setItems([]);
    setActive(-1);
  };

  const search = () => {
    setActive(-1);
    const query = htmlToText(input.value);
    if (query !== input.value) console.warn('Input was sanitized for security');
    const provider = host.provider();
    window.clearTimeout(timers.current.search);
    const token = ++timers.current.token;
    if (query.length < MIN_QUERY || !provider) {
      setItems([]);
      return;
    }
    const country = (document.getElementById(`${type}_country`) as HTMLSelectElement | null)?.value ?? '';
    timers.current.search = window.setTimeout(() => {
      Promise.resolve()
        .then(() => provider.search(query, country, type))
        .then(
          (reply) => {
            if (token !== timers.current.token) return;
            if (!Array.isArray(reply)) {
              console.error('Invalid suggestions response - not an array');
              setItems([]);
              return;
            }
            setItems(usableSuggestions(reply));
          },
          (error: unknown) => {
            if (token !== timers.current.token) return;
            console.error('Address search error:', error);
            setItems([]);
          },
        );
    }, SEARCH_DEBOUNCE_MS);
  };

  const choose = (suggestion: Suggestion | undefined) => {
    const provider = host.provider();
    hide();
    if (!suggestion || !provider) return;
    input.focus();
    Promise.resolve()
      .then(() => provider.select(suggestion.id))
      .then(
        (result) => {
          if (result && typeof result === 'object') return fillAddress(type, result as AddressResult);
          return undefined;
        },
        (error: unknown) => console.error('Error selecting address from provider', provider.id, error),
      );
  };

  // The shopper's typing, keys and focus on the server's input.
  useEffect(() => {
    const { signal } = host;
    const controller = new AbortController();
    const options = { signal: AbortSignal.any([signal, controller.signal]) };
    input.addEventListener('input', search, options);
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && open) {
          hide();
          return;
        }
        if (!open) return;
        const count = items.length;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
        } else if (event.key === 'Enter' && active >= 0) {
          event.preventDefault();
          choose(items[active]);
        }
      },
      options,
    );
    input.addEventListener('focus', () => window.clearTimeout(timers.current.blur), options);
    input.addEventListener('blur', () => {
      window.clearTimeout(timers.current.blur);
      timers.current.blur = window.setTimeout(hide, BLUR_HIDE_MS);
    }, options);
    document.addEventListener(
      'click',
      (event) => {
        if (open && event.target instanceof Node && !container.contains(event.target) && event.target !== input) hide();
      },
      options,
    );
    return () => controller.abort();
  });

  // A country change or a newly registered provider: the list hides, branding follows the provider.
  useEffect(
    () =>
      host.onProviderChange(() => {
        hide();
        setBranding(host.branding());
      }),
    [host],
  );

  // Text typed while the list's code was on its way is searched now.
  useEffect(() => {
    const first = window.setTimeout(() => {
      if (document.activeElement === input) search();
    });
    return () => window.clearTimeout(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => showList(container, input, listId, open), [open, container, input, listId]);

  useEffect(() => {
    if (open && active >= 0) input.setAttribute('aria-activedescendant', `suggestion-item-${type}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [open, active, input, type]);

  useEffect(() => {
    if (!open || !branding) return;
    let live = true;
    brandingFragment(branding).then(
      (fragment) => {
        if (live) brandingRef.current?.replaceChildren(fragment);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, branding]);

  return (
    <>
      <ul className="suggestions-list" role="listbox" aria-label="Address suggestions" id={listId} onMouseDown={(event) => event.preventDefault()}>
        {items.map((item, index) => (
          <li
            key={`${index}-${item.id}`}
            id={`suggestion-item-${type}-${index}`}
            role="option"
            aria-label={item.label}
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            data-id={item.id}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(item)}
          >
            {labelParts(item).map((part, at) => (part.matched ? <strong key={at}>{part.text}</strong> : part.text))}
          </li>
        ))}
      </ul>
      {branding && (
        <div
          ref={brandingRef}
          className="woocommerce-address-autocomplete-branding"
          style={{ display: open ? 'flex' : 'none' }}
          aria-hidden={open ? undefined : true}
        />
      )}
    </>
  );
}

/**
 * Draws the suggestion list for one address field, in WooCommerce's container
 * (`div#address_suggestions_{type}`, made after the input when the page has none).
 *
 * @example
 * attachCombobox({ type: 'billing', input, signal, provider, branding, onProviderChange });
 */
export function attachCombobox(host: ComboboxHost): void {
  const { type, input } = host;
  let container = document.getElementById(`address_suggestions_${type}`);
  if (!container) {
    container = document.createElement('div');
    container.id = `address_suggestions_${type}`;
    container.className = 'woocommerce-address-suggestions';
    container.style.display = 'none';
    container.setAttribute('role', 'region');
    container.setAttribute('aria-live', 'polite');
    input.after(container);
  }
  const element = container;
  const Island = () => <Combobox host={host} container={element} />;
  void renderIsland(`address-autocomplete-${type}`, Island, createMountContext(element, host.signal), () => undefined).then((cleanup) => {
    if (host.signal.aborted) cleanup();
    else host.signal.addEventListener('abort', cleanup, { once: true });
  });
}
