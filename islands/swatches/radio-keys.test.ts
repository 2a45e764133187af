import { describe, expect, it, vi } from 'vitest';
import { arrowStep, onRadioKey, type RadioItems } from './radio-keys';

function group(count: number, chosen = -1): { items: HTMLElement[]; keys: RadioItems; choose: ReturnType<typeof vi.fn> } {
  document.body.innerHTML = `<ul>${'<li tabindex="-1"></li>'.repeat(count)}</ul>`;
  const items = Array.from(document.querySelectorAll<HTMLElement>('li'));
  const choose = vi.fn();
  return { items, choose, keys: { choosable: () => items, isChosen: (item) => items.indexOf(item) === chosen, choose } };
}

const key = (name: string) => new KeyboardEvent('keydown', { key: name, cancelable: true });

describe('swatch radio keys', () => {
  it('reads Right and Down as the next item, Left and Up as the previous one, nothing else', () => {
    expect([arrowStep('ArrowRight'), arrowStep('ArrowDown'), arrowStep('ArrowLeft'), arrowStep('ArrowUp'), arrowStep('Tab')]).toEqual([1, 1, -1, -1, 0]);
  });

  it('chooses the focused item with Space and Enter', () => {
    const { items, keys, choose } = group(3);
    const space = key(' ');
    onRadioKey(space, items[1]!, keys);
    onRadioKey(key('Enter'), items[2]!, keys);
    expect(choose.mock.calls).toEqual([[items[1]], [items[2]]]);
    expect(space.defaultPrevented).toBe(true);
  });

  it('moves the focus and the choice round the ends', () => {
    const { items, keys, choose } = group(3);
    onRadioKey(key('ArrowRight'), items[2]!, keys);
    expect(document.activeElement).toBe(items[0]);
    onRadioKey(key('ArrowLeft'), items[0]!, keys);
    expect(document.activeElement).toBe(items[2]);
    expect(choose.mock.calls).toEqual([[items[0]], [items[2]]]);
  });

  it('moves onto the chosen item without choosing it again', () => {
    const { items, keys, choose } = group(3, 0);
    onRadioKey(key('ArrowLeft'), items[1]!, keys);
    expect(document.activeElement).toBe(items[0]);
    expect(choose).not.toHaveBeenCalled();
  });

  it('leaves other keys to the page', () => {
    const { items, keys, choose } = group(2);
    const tab = key('Tab');
    onRadioKey(tab, items[0]!, keys);
    expect(tab.defaultPrevented).toBe(false);
    expect(choose).not.toHaveBeenCalled();
  });
});
