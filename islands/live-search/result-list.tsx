import { useLayoutEffect, useRef } from 'react';
import { trustedFragment } from '../../src/dom/html';
import type { SearchResultItem } from '../../src/net/theme';

/** The price exactly as the shop printed it (its own markup: sale prices, screen-reader text). */
function PriceHtml({ html }: { html: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(trustedFragment(html));
  }, [html]);
  return <span className="price" ref={ref} />;
}

export interface ResultListProps {
  id: string;
  label: string;
  items: readonly SearchResultItem[];
  /** Index of the highlighted item, -1 for none. */
  active: number;
  optionId(index: number): string;
  onHover(index: number): void;
}

/**
 * The results as a WAI-ARIA listbox, in the theme's classes (`.product-item-search`,
 * `.product-link`, `.product-content`, `.product-title`). Each result is one link that is the
 * option itself, so there is nothing interactive nested inside an option. The theme's
 * "No results" row (no url) is a disabled option.
 */
export function ResultList({ id, label, items, active, optionId, onHover }: ResultListProps) {
  return (
    <ul role="listbox" id={id} aria-label={label} className="lantern-search-results">
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`} role="none" className="product-item-search">
          {item.url ? (
            <a
              role="option"
              id={optionId(index)}
              aria-selected={index === active}
              className={index === active ? 'product-link is-active' : 'product-link'}
              href={item.url}
              tabIndex={-1}
              onMouseEnter={() => onHover(index)}
            >
              {item.img && <img src={item.img} alt="" loading="lazy" />}
              <span className="product-content">
                <span className="product-title">{item.title}</span>
                {item.priceHtml && <PriceHtml html={item.priceHtml} />}
              </span>
            </a>
          ) : (
            <span role="option" id={optionId(index)} aria-selected={false} aria-disabled="true" className="product-content">
              <span className="product-title">{item.title}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
