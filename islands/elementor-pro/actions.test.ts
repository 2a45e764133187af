import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAction, runAction, type ActionHost } from './actions';
import { motionActive } from './motion-element';
import * as navigate from '../../src/dom/navigate';

vi.mock('../../src/dom/navigate', () => ({ reloadPage: vi.fn(), navigate: vi.fn() }));

const hash = (action: string, settings?: Record<string, unknown>) =>
  encodeURIComponent(`#elementor-action:action=${action}&settings=${btoa(JSON.stringify(settings ?? {}))}`);

const host = (): ActionHost => ({ popups: { get: () => undefined, set: () => undefined, delete: () => undefined, ready: () => new Promise(() => undefined) }, disable: vi.fn() });

afterEach(() => vi.restoreAllMocks());

describe('URL action links', () => {
  it('reads the action and its base64 settings, encoded or not', () => {
    expect(parseAction(hash('popup:open', { id: '809', toggle: 'yes' }))).toEqual({ name: 'popup:open', settings: { id: '809', toggle: 'yes' } });
    expect(parseAction(decodeURIComponent(hash('reload-page')))).toEqual({ name: 'reload-page', settings: {} });
  });

  it('ignores a link without the & after the action name, or with unreadable settings', () => {
    expect(parseAction('#elementor-action:action=reload-page')).toBeNull();
    expect(parseAction('#elementor-action:action=popup:open&settings=%%%')).toBeNull();
  });

  it('sends off-canvas actions to the widget as its window event, with the link\'s settings and the link', () => {
    document.body.innerHTML = '<a class="hours">Hours</a>';
    const heard = vi.fn();
    window.addEventListener('elementor-pro/off-canvas/toggle-display-mode', heard);
    runAction(hash('off_canvas:toggle', { id: 'a1b2c3d', displayMode: 'toggle' }), document.querySelector('.hours'), host());
    window.removeEventListener('elementor-pro/off-canvas/toggle-display-mode', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ id: 'a1b2c3d', displayMode: 'toggle', source: document.querySelector('.hours') });
  });

  it('runs only popup:open from the page address itself: a reload there would never end', () => {
    const actions = host();
    const ready = vi.spyOn(actions.popups, 'ready');
    runAction(hash('reload-page'), undefined, actions);
    runAction(hash('popup:close', { do_not_show_again: 'yes' }), undefined, actions);
    expect(navigate.reloadPage).not.toHaveBeenCalled();
    expect(actions.disable).not.toHaveBeenCalled();
    runAction(hash('popup:open', { id: '809' }), undefined, actions);
    expect(ready).toHaveBeenCalledWith('809');
  });

  it('remembers "do not show again" for the popup around the link', () => {
    document.body.innerHTML = '<div data-elementor-type="popup" data-elementor-id="809"><a class="never">No thanks</a></div>';
    const actions = host();
    runAction(hash('popup:close', { do_not_show_again: 'yes' }), document.querySelector('.never'), actions);
    expect(actions.disable).toHaveBeenCalledWith('809');
  });
});

describe('motion effects by device', () => {
  it('are on only on the listed device modes, and only with scrolling or mouse effects', () => {
    const settings = { motion_fx_motion_fx_scrolling: 'yes', motion_fx_devices: ['desktop', 'tablet'] };
    expect(motionActive(settings, 'motion_fx', 'desktop')).toBe(true);
    expect(motionActive(settings, 'motion_fx', 'mobile')).toBe(false);
    expect(motionActive({ motion_fx_motion_fx_scrolling: 'yes' }, 'motion_fx', 'mobile')).toBe(true);
    expect(motionActive({ motion_fx_devices: ['mobile'] }, 'motion_fx', 'mobile')).toBe(false);
    expect(motionActive({ background_motion_fx_motion_fx_mouse: 'yes' }, 'background_motion_fx', 'tablet')).toBe(true);
  });
});
