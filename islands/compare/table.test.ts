import { describe, expect, it } from 'vitest';
import { applyFilter, applyTools, removeEmptyRows } from './table';

const TABLE = `<table class="woosc_table"><thead><tr><th class="th-label"></th><th class="col col-a">A</th><th class="col col-b">B</th><th class="th-placeholder"></th></tr></thead><tbody>
<tr class="tr-price"><td class="td-label">Price</td><td class="col col-a"><b>20</b></td><td class="col col-b"><b>20</b></td><td class="td-placeholder"></td></tr>
<tr class="tr-sku"><td class="td-label">SKU</td><td class="col col-a">X1</td><td class="col col-b">X2</td><td class="td-placeholder"></td></tr>
<tr class="tr-weight"><td class="td-label">Weight</td><td class="col col-a"> </td><td class="col col-b"></td><td class="td-placeholder"></td></tr>
<tr class="tr-only-b"><td class="td-label">Note</td><td class="col col-a"></td><td class="col col-b">b only</td><td class="td-placeholder"></td></tr>
</tbody></table>
<div class="woosc-bar-item woosc-bar-item-a"></div><div class="woosc-bar-item woosc-bar-item-b"></div>`;

const row = (name: string) => document.querySelector(`.tr-${name}`)!;

describe('compare table tools', () => {
  it('removes rows whose product cells are all empty', () => {
    document.body.innerHTML = TABLE;
    removeEmptyRows(document);
    expect(document.querySelector('.tr-weight')).toBeNull();
    expect(document.querySelector('.tr-only-b')).not.toBeNull();
  });

  it('hides rows where every product matches the first and highlights the others, only while checked', () => {
    document.body.innerHTML = TABLE;
    applyTools(document, { hideSimilarities: true, highlightDifferences: true });
    expect(row('price').className).toContain('tr-similar');
    expect(row('sku').className).toContain('tr-highlight');
    expect(row('sku').className).not.toContain('tr-similar');
    applyTools(document, { hideSimilarities: false, highlightDifferences: false });
    expect(row('price').className).not.toContain('tr-similar');
    expect(row('sku').className).not.toContain('tr-highlight');
  });

  it('filters columns and bar items by term, hides rows left empty, and shows all again for _all_', () => {
    document.body.innerHTML = TABLE;
    applyFilter('A', true);
    expect(document.querySelector('th.col-b')!.classList.contains('col-hide')).toBe(true);
    expect(document.querySelector('.woosc-bar-item-b')!.classList.contains('woosc-bar-item-hidden')).toBe(true);
    expect((row('only-b') as HTMLElement).hidden).toBe(true);
    applyFilter('_all_', true);
    expect(document.querySelectorAll('.col-hide, .woosc-bar-item-hidden')).toHaveLength(0);
    expect((row('only-b') as HTMLElement).hidden).toBe(false);
  });
});
