import { toNumber, toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { readItem, writeItem } from '../../src/dom/storage';
import { currentDevice } from './device-mode';
import { browserFlags } from './browsers';
import type { storageApi } from './storage';

type Timing = Record<string, unknown>;
/**
 * The storage module, handed over by the always-loaded part rather than imported: a module both
 * halves imported would become a file of its own on every page (decision 0012).
 */
export type Storage = typeof storageApi;

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * A raw session-storage key (the `session` impression period keeps its count there). It shares
 * nothing with the `elementor` object, so it lives here, off the path of a page with no popup shown.
 */
function rawSession(key: string, value?: string): string | null {
  if (value !== undefined) writeItem('sessionStorage', key, value);
  return readItem('sessionStorage', key);
}

/** `popup-{id}-impressions-count`: the counter of the day, week, month and session periods. */
export const impressionsKey = (id: string): string => `popup-${id}-impressions-count`;

/** Lifetimes of the impression periods, in seconds (spec 9.6). */
export const PERIODS: Record<string, number> = { day: 86_400, week: 604_800, month: 2_628_288 };

/** `times_period`: `session`, a key of {@link PERIODS}, or anything else for the persisting count. */
const periodOf = (timing: Timing): string => toText(timing.times_period, '');

/** How many times the popup was counted in its current `times_period`. */
export function impressions(id: string, timing: Timing, storage: Storage): number {
  const period = periodOf(timing);
  if (period === 'session') return Number(rawSession(impressionsKey(id))) || 0;
  if (PERIODS[period]) return storage.storedCount(impressionsKey(id));
  return storage.storedCount(`popup_${id}_times`);
}

/**
 * Counts one impression in the `times_period` counter (the always-loaded part counts the
 * legacy `popup_{id}_times`). A day/week/month counter's expiry is set when it is created
 * only: the window is fixed from the first impression, as Elementor's is.
 *
 * @example countPeriodImpression('801', { times: 'yes', times_period: 'day' }, storage);
 */
export function countPeriodImpression(id: string, timing: Timing, storage: Storage): void {
  const period = periodOf(timing);
  const key = impressionsKey(id);
  if (period === 'session') rawSession(key, String(impressions(id, timing, storage) + 1));
  else if (PERIODS[period]) {
    const fresh = storage.readStored(key) === undefined;
    storage.writeStored(key, storage.storedCount(key) + 1, fresh ? { lifetimeSeconds: PERIODS[period] } : {});
  }
}

/** Counts with a baseline kept from the popup's first check (`page_views`, `sessions`). */
function sinceFirstCheck(storage: Storage, id: string, counter: string, suffix: string, needed: number): boolean {
  const key = `popup_${id}_${suffix}`;
  const now = storage.storedCount(counter);
  if (!storage.readStored(key)) storage.writeStored(key, now);
  return now - storage.storedCount(key) >= needed;
}

function referrerSource(sources: string[]): boolean {
  const referrer = document.referrer.replace(/^https?:\/\//, '').replace(/^www\./, '');
  if (referrer && referrer.startsWith(location.host.replace(/^www\./, ''))) return sources.includes('internal');
  if (sources.includes('external')) return true;
  return sources.includes('search') && /^(google|yahoo|bing|yandex|baidu)\./.test(referrer);
}

function urlMatches(timing: Timing): boolean {
  const url = toText(timing.url_url, '');
  const referrer = document.referrer;
  // `url_action`: show (the default), hide or regex.
  if (timing.url_action === 'hide') return !referrer.includes(url);
  if (timing.url_action !== 'regex') return referrer.includes(url);
  try {
    return new RegExp(url).test(referrer);
  } catch {
    // Spec 5.10: an invalid regex means the popup does not show.
    return false;
  }
}

function loggedIn(timing: Timing): boolean {
  const user = pageGlobal('elementorFrontendConfig').user;
  if (!user) return true;
  if (toText(timing.logged_in_users, 'all') === 'all') return false;
  const roles = list(timing.logged_in_roles);
  return !list(toRecord(user).roles).some((role) => roles.includes(role));
}

function scheduled(timing: Timing): boolean {
  const start = toText(timing.schedule_start_date, '');
  const end = toText(timing.schedule_end_date, '');
  const server = toText(timing.schedule_server_datetime, '');
  const now = timing.schedule_timezone !== 'visitor' && server ? new Date(server) : new Date();
  return (!start || now >= new Date(start)) && (!end || now <= new Date(end));
}

const CHECKS: Record<string, (id: string, timing: Timing, storage: Storage) => boolean> = {
  page_views: (id, t, s) => sinceFirstCheck(s, id, 'pageViews', 'page_views_initialPageViews', toNumber(t.page_views_views, 3)),
  sessions: (id, t, s) => sinceFirstCheck(s, id, 'sessions', 'sessions_initialSessions', toNumber(t.sessions_sessions, 2)),
  url: (_id, t) => urlMatches(t),
  sources: (_id, t) => t.sources_sources === undefined || referrerSource(list(t.sources_sources)),
  logged_in: (_id, t) => loggedIn(t),
  devices: (_id, t) => t.devices_devices === undefined || list(t.devices_devices).includes(currentDevice()),
  times: (id, t, s) => impressions(id, t, s) < toNumber(t.times_times, 3),
  browsers: (_id, t) => {
    if (toText(t.browsers_browsers, 'all') === 'all') return true;
    const flags = browserFlags();
    return list(t.browsers_browsers_options).some((name) => flags[name]);
  },
  schedule: (_id, t) => scheduled(t),
};

/**
 * Elementor Pro's timing check (spec 9.6): every enabled condition, in Elementor's order, all
 * run even after one fails (their first-check baselines are written either way); the popup may
 * show only when all pass.
 *
 * @example passesConditions('812', { page_views: 'yes', page_views_views: 2 }, storage) // false on a first visit
 */
export function passesConditions(id: string, timing: Timing, storage: Storage): boolean {
  let pass = true;
  for (const [name, check] of Object.entries(CHECKS)) if (timing[name] === 'yes' && !check(id, timing, storage)) pass = false;
  return pass;
}
