/**
 * The demo's Elementor Pro popups and the address arguments QA flips them with, one page load
 * at a time (`/popups/?popups=801&close_button_delay=3&times=yes&times_times=1`). Arguments
 * named like a popup setting override it on every popup printed; `popups` picks which are
 * printed. Values are as Elementor prints them: numbers for number controls, lists for
 * multi-selects (comma-separated here).
 */

/** One demo popup: its id, what the panel says about it, and its settings before overrides. */
export interface DemoPopup {
  id: number;
  title: string;
  /** How to make it appear, for the panel. */
  how: string;
  settings: Record<string, unknown>;
}

const onlyTimes = { times: 'yes', times_times: 5 };

/** One popup per trigger, plus one opened only by links (`open_selector`, URL actions, the hash). */
export const DEMO_POPUPS: readonly DemoPopup[] = [
  { id: 801, title: 'Welcome aboard', how: 'page load, after 2 s', settings: { entrance_animation: 'fadeIn', exit_animation: 'fadeIn', entrance_animation_duration: { unit: 'px', size: 0.6 }, triggers: { page_load: 'yes', page_load_delay: 2 }, timing: onlyTimes } },
  { id: 802, title: 'Halfway down', how: 'scrolling down past 50 % of the page', settings: { triggers: { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 50 }, timing: {} } },
  { id: 803, title: 'Going back up?', how: 'scrolling up', settings: { triggers: { scrolling: 'yes', scrolling_direction: 'up' }, timing: {} } },
  { id: 804, title: 'You reached the beam guide', how: 'scrolling to `#popup-demo-target`', settings: { triggers: { scrolling_to: 'yes', scrolling_to_selector: '#popup-demo-target' }, timing: {} } },
  { id: 805, title: 'Busy clicking', how: 'the third click anywhere on the page', settings: { triggers: { click: 'yes', click_times: 3 }, timing: {} } },
  { id: 806, title: 'Still there?', how: '10 s without a key press or a mouse move', settings: { triggers: { inactivity: 'yes', inactivity_time: 10 }, timing: {} } },
  { id: 807, title: 'Before you go', how: 'the pointer leaving through the top of the window', settings: { triggers: { exit_intent: 'yes' }, timing: {} } },
  { id: 808, title: 'Ad blocker on', how: 'an ad blocker, after 1 s (`?adblock=1` plays one)', settings: { triggers: { adblock_detection: 'yes', adblock_detection_delay: 1 }, timing: {} } },
  { id: 809, title: 'Join the newsletter', how: 'links only: the Newsletter button (`open_selector`), the URL-action links, `/popups/#newsletter`', settings: { open_selector: '.open-newsletter', prevent_scroll: 'yes', timing: {} } },
];

/** Trigger groups (their keys go into `triggers`) and condition groups (into `timing`). */
const TRIGGER_GROUPS = ['page_load', 'scrolling_to', 'scrolling', 'click', 'inactivity', 'exit_intent', 'adblock_detection'];
const TIMING_GROUPS = ['page_views', 'sessions', 'url', 'sources', 'logged_in', 'devices', 'times', 'browsers', 'schedule'];
const LISTS = new Set(['sources_sources', 'devices_devices', 'logged_in_roles', 'browsers_browsers_options']);
const DISPLAY = new Set([
  'open_selector', 'avoid_multiple_popups', 'close_button_delay', 'close_automatically', 'prevent_close_on_background_click',
  'prevent_close_on_esc_key', 'prevent_scroll', 'close_button_position', 'entrance_animation', 'entrance_animation_mobile',
  'entrance_animation_tablet', 'exit_animation', 'a11y_navigation', 'classes',
]);
/** Arguments of the page itself rather than of a popup. */
export const POPUP_PAGE_ARGUMENTS = ['popups', 'user', 'preview', 'adblock', 'overlay', 'theme_template_id'] as const;

const group = (key: string, groups: readonly string[]) => groups.some((name) => key === name || key.startsWith(`${name}_`));

function value(key: string, raw: string): unknown {
  if (LISTS.has(key)) return raw === '' ? [] : raw.split(',');
  if (key === 'entrance_animation_duration') return { unit: 'px', size: Number(raw) };
  return /^\d+(\.\d+)?$/.test(raw) && !key.startsWith('url_') ? Number(raw) : raw;
}

/**
 * The settings of one popup for this page load: the address's arguments over its own, and
 * the server's clock for the schedule, as Elementor Pro prints `schedule_server_datetime`.
 *
 * @example popupSettings(DEMO_POPUPS[0]!, new URL('http://x/popups/?page_load_delay=0'), '2026-01-01 10:00:00').triggers
 */
export function popupSettings(popup: DemoPopup, url: URL, serverNow: string): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...popup.settings };
  const triggers: Record<string, unknown> = { ...(popup.settings.triggers as Record<string, unknown> | undefined) };
  const timing: Record<string, unknown> = { ...(popup.settings.timing as Record<string, unknown> | undefined) };
  for (const [key, raw] of url.searchParams) {
    if (group(key, TRIGGER_GROUPS)) triggers[key] = value(key, raw);
    else if (group(key, TIMING_GROUPS)) timing[key] = value(key, raw);
    else if (DISPLAY.has(key) || key === 'entrance_animation_duration') settings[key] = value(key, raw);
  }
  // Core leaves out empty values; a popup with no triggers printed has no `triggers` at all.
  const clean = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== '' && v !== null));
  if (timing.schedule === 'yes') timing.schedule_server_datetime = serverNow;
  if (Object.keys(triggers).length) settings.triggers = clean(triggers);
  if ('timing' in popup.settings || Object.keys(timing).length) settings.timing = clean(timing);
  return clean(settings);
}

/** The popups the address asks for (`popups=801,809`; `none` for none); all by default. */
export function chosenPopups(url: URL): readonly DemoPopup[] {
  const asked = url.searchParams.get('popups');
  if (asked === null) return DEMO_POPUPS;
  const ids = new Set(asked.split(',').map(Number));
  return DEMO_POPUPS.filter((popup) => ids.has(popup.id));
}
