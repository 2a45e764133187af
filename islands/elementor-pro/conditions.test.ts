import { afterEach, describe, expect, it, vi } from 'vitest';
import { countPeriodImpression, passesConditions } from './conditions';
import { storageApi as storage } from './storage';

const referrer = (value: string) => vi.spyOn(document, 'referrer', 'get').mockReturnValue(value);
const elementorBag = () => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('popup conditions', () => {
  it('waits for N page views counted from the first check', () => {
    storage.writeStored('pageViews', 5);
    const timing = { page_views: 'yes', page_views_views: 2 };
    expect(passesConditions('7', timing, storage)).toBe(false);
    expect(elementorBag().popup_7_page_views_initialPageViews).toBe(5);
    storage.writeStored('pageViews', 7);
    expect(passesConditions('7', timing, storage)).toBe(true);
  });

  it('waits for N sessions counted from the first check', () => {
    storage.writeStored('sessions', 1);
    const timing = { sessions: 'yes', sessions_sessions: 1 };
    expect(passesConditions('7', timing, storage)).toBe(false);
    storage.writeStored('sessions', 2);
    expect(passesConditions('7', timing, storage)).toBe(true);
  });

  it('runs every condition even after one fails, so baselines are written', () => {
    storage.writeStored('pageViews', 3);
    referrer('');
    expect(passesConditions('8', { url: 'yes', url_url: 'example.com', page_views: 'yes' }, storage)).toBe(false);
    expect(elementorBag().popup_8_page_views_initialPageViews).toBe(3);
  });

  it('matches the referrer with show, hide and regex; an invalid regex never shows', () => {
    referrer('https://news.example.com/story');
    expect(passesConditions('1', { url: 'yes', url_url: 'example.com' }, storage)).toBe(true);
    expect(passesConditions('1', { url: 'yes', url_action: 'hide', url_url: 'example.com' }, storage)).toBe(false);
    expect(passesConditions('1', { url: 'yes', url_action: 'regex', url_url: '^https://news\\.' }, storage)).toBe(true);
    expect(passesConditions('1', { url: 'yes', url_action: 'regex', url_url: '([a-z' }, storage)).toBe(false);
  });

  it('tells internal, external and search-engine visitors apart', () => {
    const sources = (list: string[]) => passesConditions('1', { sources: 'yes', sources_sources: list }, storage);
    referrer('http://www.shop.test/shop/');
    expect(sources(['internal'])).toBe(true);
    expect(sources(['external', 'search'])).toBe(false);
    referrer('https://www.google.com/');
    expect(sources(['search'])).toBe(true);
    expect(sources(['internal'])).toBe(false);
    referrer('');
    expect(sources(['external'])).toBe(true);
    expect(sources(['search', 'external', 'internal'])).toBe(true);
  });

  it('lets guests through and keeps out all or some signed-in roles (spec 6)', () => {
    const loggedIn = (timing: Record<string, unknown>) => passesConditions('1', { logged_in: 'yes', ...timing }, storage);
    vi.stubGlobal('elementorFrontendConfig', {});
    expect(loggedIn({})).toBe(true);
    vi.stubGlobal('elementorFrontendConfig', { user: { roles: ['customer'] } });
    expect(loggedIn({})).toBe(false);
    expect(loggedIn({ logged_in_users: 'custom', logged_in_roles: ['administrator'] })).toBe(true);
    expect(loggedIn({ logged_in_users: 'custom', logged_in_roles: ['customer'] })).toBe(false);
  });

  it('shows on the listed device modes only', () => {
    vi.stubGlobal('innerWidth', 390);
    expect(passesConditions('1', { devices: 'yes', devices_devices: ['desktop', 'tablet'] }, storage)).toBe(false);
    expect(passesConditions('1', { devices: 'yes', devices_devices: ['mobile'] }, storage)).toBe(true);
  });

  it('shows in the chosen browsers only', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] }, storage)).toBe(false);
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['firefox'] }, storage)).toBe(true);
  });

  it("keeps to the schedule in the site's time (the server's clock) or the visitor's", () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
    const schedule = { schedule: 'yes', schedule_start_date: '2026-03-01 00:00', schedule_end_date: '2026-03-31 23:59' };
    expect(passesConditions('1', schedule, storage)).toBe(true);
    expect(passesConditions('1', { ...schedule, schedule_server_datetime: '2026-04-02 08:00:00' }, storage)).toBe(false);
    expect(passesConditions('1', { ...schedule, schedule_timezone: 'visitor', schedule_server_datetime: '2026-04-02 08:00:00' }, storage)).toBe(true);
  });
});

describe('impression limits', () => {
  it('keeps a persisting count in popup_{id}_times', () => {
    const timing = { times: 'yes', times_times: 2 };
    storage.writeStored('popup_5_times', 1);
    expect(passesConditions('5', timing, storage)).toBe(true);
    storage.writeStored('popup_5_times', 2);
    expect(passesConditions('5', timing, storage)).toBe(false);
  });

  it('forgets a day count 86,400 s after the first impression, not after the last', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
    const timing = { times: 'yes', times_times: 2, times_period: 'day' };
    countPeriodImpression('5', timing, storage);
    vi.advanceTimersByTime(20 * 3600 * 1000);
    countPeriodImpression('5', timing, storage);
    expect(passesConditions('5', timing, storage)).toBe(false);
    vi.advanceTimersByTime(4 * 3600 * 1000 + 1000);
    expect(passesConditions('5', timing, storage)).toBe(true);
    expect(elementorBag()['popup-5-impressions-count']).toBeUndefined();
  });

  it('counts a week and a month with their own lifetimes', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
    countPeriodImpression('5', { times: 'yes', times_period: 'week' }, storage);
    const expiry = (elementorBag().__expiration as Record<string, number>)['popup-5-impressions-count'];
    expect(expiry).toBe(Date.now() + 604_800_000);
    localStorage.clear();
    countPeriodImpression('6', { times: 'yes', times_period: 'month' }, storage);
    expect((elementorBag().__expiration as Record<string, number>)['popup-6-impressions-count']).toBe(Date.now() + 2_628_288_000);
  });

  it('keeps a session count in a raw session-storage key', () => {
    const timing = { times: 'yes', times_times: 1, times_period: 'session' };
    expect(passesConditions('5', timing, storage)).toBe(true);
    countPeriodImpression('5', timing, storage);
    expect(sessionStorage.getItem('popup-5-impressions-count')).toBe('1');
    expect(passesConditions('5', timing, storage)).toBe(false);
  });
});
