import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './print-button';

describe('print button', () => {
  let controller: AbortController;
  let print: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    controller = new AbortController();
    print = vi.fn();
    vi.stubGlobal('print', print);
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('prints once per click with the older markup', () => {
    document.body.innerHTML = '<a href="#" id="pgfw_print_button">Print</a>';
    const button = document.getElementById('pgfw_print_button')!;
    mount(createMountContext(button, controller.signal));
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('prints once per click with the current markup and its inline handler, and puts the handler back on unmount', () => {
    document.body.innerHTML = '<a href="#" id="pgfw_print_button" onclick="window.print()">Print</a>';
    const button = document.getElementById('pgfw_print_button')!;
    const cleanUp = mount(createMountContext(button, controller.signal));
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    controller.abort();
    cleanUp();
    expect(button.getAttribute('onclick')).toBe('window.print()');
  });

  it('falls back to a new window when the hidden frame has not printed within 750 ms', async () => {
    vi.useFakeTimers();
    const opened = { addEventListener: vi.fn(), print: vi.fn() };
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    // A frame that never loads, as when the print document hangs.
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (tag === 'iframe') {
        Object.defineProperty(element, 'src', { set: () => undefined, get: () => '' });
        Object.defineProperty(element, 'addEventListener', { value: () => undefined });
      }
      return element;
    });
    document.body.innerHTML = '<a href="/print/post-42/" id="pgfw_print_button">Print</a>';
    const button = document.getElementById('pgfw_print_button')!;
    mount(createMountContext(button, controller.signal));
    fireEvent.click(button);
    expect(document.querySelector('iframe[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    await vi.advanceTimersByTimeAsync(749);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/print/post-42/', '_blank');
    expect(document.querySelector('iframe')).toBeNull();
    vi.useRealTimers();
  });
});
