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
    expect(elementorBag().popup_7_sessions_initialSessions).toBe(1);
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

  it('matches a shown address literally, not as a pattern', () => {
    referrer('https://shop.test/?q=a+b');
    expect(passesConditions('1', { url: 'yes', url_url: 'q=a+b' }, storage)).toBe(true);
  });

  it('passes every referrer when the address is left empty', () => {
    referrer('https://news.example.com/story');
    expect(passesConditions('1', { url: 'yes' }, storage)).toBe(true);
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

  it('lets every visitor through when no source is listed', () => {
    referrer('https://other.test/');
    expect(passesConditions('1', { sources: 'yes' }, storage)).toBe(true);
  });

  it('takes only a search engine\'s own host for a search, not its other sites', () => {
    referrer('https://news.google.com/');
    expect(passesConditions('1', { sources: 'yes', sources_sources: ['search'] }, storage)).toBe(false);
  });

  it('knows the shop\'s own pages as internal when the shop is served on www', () => {
    vi.spyOn(location, 'host', 'get').mockReturnValue('www.shop.test');
    referrer('https://shop.test/cart/');
    expect(passesConditions('1', { sources: 'yes', sources_sources: ['internal'] }, storage)).toBe(true);
    expect(passesConditions('1', { sources: 'yes', sources_sources: ['external'] }, storage)).toBe(false);
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

  it('keeps out a signed-in user who has any one of the listed roles', () => {
    vi.stubGlobal('elementorFrontendConfig', { user: { roles: ['customer', 'subscriber'] } });
    expect(passesConditions('1', { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['subscriber'] }, storage)).toBe(false);
  });

  it('shows on the listed device modes only', () => {
    vi.stubGlobal('innerWidth', 390);
    expect(passesConditions('1', { devices: 'yes', devices_devices: ['desktop', 'tablet'] }, storage)).toBe(false);
    expect(passesConditions('1', { devices: 'yes', devices_devices: ['mobile'] }, storage)).toBe(true);
  });

  it('shows on every device when none is listed', () => {
    vi.stubGlobal('innerWidth', 390);
    expect(passesConditions('1', { devices: 'yes' }, storage)).toBe(true);
  });

  it('shows in the chosen browsers only', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] }, storage)).toBe(false);
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['firefox'] }, storage)).toBe(true);
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome', 'firefox'] }, storage)).toBe(true);
  });

  it('shows in every browser unless custom browsers are chosen', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers: 'all', browsers_browsers_options: ['chrome'] }, storage)).toBe(true);
    expect(passesConditions('1', { browsers: 'yes', browsers_browsers_options: ['chrome'] }, storage)).toBe(true);
  });

  it("keeps to the schedule in the site's time (the server's clock) or the visitor's", () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
    const schedule = { schedule: 'yes', schedule_start_date: '2026-03-01 00:00', schedule_end_date: '2026-03-31 23:59' };
    expect(passesConditions('1', schedule, storage)).toBe(true);
    expect(passesConditions('1', { ...schedule, schedule_server_datetime: '2026-04-02 08:00:00' }, storage)).toBe(false);
    expect(passesConditions('1', { ...schedule, schedule_timezone: 'visitor', schedule_server_datetime: '2026-04-02 08:00:00' }, storage)).toBe(true);
  });

  it('shows from the first minute of the schedule to its last, either end left open', () => {
    const at = (time: string, dates: Record<string, string>) => {
      vi.setSystemTime(new Date(time));
      return passesConditions('1', { schedule: 'yes', ...dates }, storage);
    };
    vi.useFakeTimers();
    const start = { schedule_start_date: '2026-03-01 00:00' };
    const end = { schedule_end_date: '2026-03-31 23:59' };
    expect(at('2026-02-28T23:59:00', start)).toBe(false);
    expect(at('2026-03-01T00:00:00', start)).toBe(true);
    expect(at('2030-01-01T00:00:00', start)).toBe(true);
    expect(at('2020-01-01T00:00:00', end)).toBe(true);
    expect(at('2026-03-31T23:59:00', end)).toBe(true);
    expect(at('2026-04-01T00:00:00', end)).toBe(false);
    expect(at('2026-04-01T00:00:00', {})).toBe(true);
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

  it('leaves the persisting count without a period to the always-loaded part', () => {
    countPeriodImpression('5', { times: 'yes' }, storage);
    expect(elementorBag()).toEqual({});
    expect(sessionStorage.getItem('popup-5-impressions-count')).toBeNull();
  });

  it('keeps a session count in a raw session-storage key', () => {
    const timing = { times: 'yes', times_times: 1, times_period: 'session' };
    expect(passesConditions('5', timing, storage)).toBe(true);
    countPeriodImpression('5', timing, storage);
    expect(sessionStorage.getItem('popup-5-impressions-count')).toBe('1');
    expect(passesConditions('5', timing, storage)).toBe(false);
  });
});
