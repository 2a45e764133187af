import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOffCanvas, type OffCanvasControl } from './off-canvas-panel';

const hash = (settings: Record<string, unknown>) => encodeURIComponent(`#elementor-action:action=off_canvas:toggle&settings=${btoa(JSON.stringify(settings))}`);

let controller: AbortController;
let control: OffCanvasControl;
const panel = () => document.getElementById('off-canvas-a1b2c3d')!;
const link = (text: string) => Array.from(document.querySelectorAll<HTMLElement>('a')).find((node) => node.textContent === text)!;

function setUp(settings: Record<string, unknown> = {}): void {
  document.body.innerHTML = `
    <a href="${hash({ id: 'a1b2c3d', displayMode: 'toggle' })}">Hours</a>
    <a href="${hash({ id: 'other', displayMode: 'toggle' })}">Other panel</a>
    <div class="elementor-widget-off-canvas" data-settings='${JSON.stringify(settings)}'>
      <div id="off-canvas-a1b2c3d" class="e-off-canvas" role="dialog" aria-hidden="true" inert data-delay-child-handlers="true">
        <div class="e-off-canvas__overlay"></div>
        <div class="e-off-canvas__main"><div class="e-off-canvas__content"><a href="/contact/">Contact</a></div></div>
      </div>
    </div>`;
  controller = new AbortController();
  control = startOffCanvas(panel(), controller.signal);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  document.body.className = '';
});

describe('the off-canvas widget', () => {
  it('marks the links whose action names it, and only those', () => {
    setUp();
    expect(link('Hours').getAttribute('aria-controls')).toBe('off-canvas-a1b2c3d');
    expect(link('Hours').getAttribute('aria-expanded')).toBe('false');
    expect(link('Other panel').hasAttribute('aria-controls')).toBe(false);
  });

  it('opens, toggles and closes for its own id only, and says so on its triggers', () => {
    setUp({ prevent_scroll: 'yes' });
    control.apply({ id: 'other', displayMode: 'open' }, null);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    expect(panel().getAttribute('aria-hidden')).toBe('false');
    expect(panel().hasAttribute('inert')).toBe(false);
    expect(panel().hasAttribute('data-delay-child-handlers')).toBe(false);
    expect(link('Hours').getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(true);
    control.apply({ id: 'a1b2c3d', displayMode: 'toggle' }, null);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(false);
  });

  it('moves focus in after 100 ms and gives it back to the link that opened it', () => {
    setUp();
    link('Hours').focus();
    control.apply({ id: 'a1b2c3d', displayMode: 'toggle' }, link('Hours'));
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(link('Contact'));
    control.apply({ id: 'a1b2c3d', displayMode: 'close' }, null);
    expect(document.activeElement).toBe(link('Hours'));
  });

  it('closes on Escape and on its overlay, unless its settings prevent each', () => {
    setUp();
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    panel().querySelector<HTMLElement>('.e-off-canvas__overlay')!.click();
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    controller.abort();

    setUp({ is_not_close_on_esc_overlay: 'yes', is_not_close_on_overlay: 'yes' });
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    panel().querySelector<HTMLElement>('.e-off-canvas__overlay')!.click();
    expect(panel().getAttribute('aria-hidden')).toBe('false');
  });
});
