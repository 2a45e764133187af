import { readCookie, writeCookie } from '../../src/dom/cookies';
import { CONTAINERS, MIGRATIONS, NONE, encodeValue, packPairs, parsePairs, type Container, type TrackingData } from './sbjs-format';
import { escapeRegExp, hostOf, paramText, queryParams, urlParts } from './sbjs-uri';

/** How WooCommerce configures the tracking (`wc_order_attribution.params`, spec 9.4). */
export interface TrackingOptions {
  /** Cookie lifetime in months (WooCommerce: 0.00001, i.e. browser-session cookies). */
  lifetime?: unknown;
  /** Session length in minutes (30). */
  sessionLength?: unknown;
  /** Hours added to UTC for the visit date; WooCommerce passes '0'. */
  timezoneOffset?: unknown;
}

/** The page being tracked; `trackVisit` reads the real one unless a test hands its own. */
export interface Visit {
  href: string;
  search: string;
  hostname: string;
  referrer: string;
  userAgent: string;
  now: Date;
}

const MIGRATION_ID = '1418474375998';
/** Search engines besides Google and Yandex: host, query parameter, name (sourcebuster's list). */
const ORGANICS: readonly (readonly [string, string, string])[] = [
  ['bing.com', 'q', 'bing'], ['yahoo.com', 'p', 'yahoo'], ['about.com', 'q', 'about'], ['aol.com', 'q', 'aol'],
  ['ask.com', 'q', 'ask'], ['globososo.com', 'q', 'globo'], ['go.mail.ru', 'q', 'go.mail.ru'],
  ['rambler.ru', 'query', 'rambler'], ['tut.by', 'query', 'tut.by'],
];
const REFERRALS: readonly (readonly [string, string])[] = [['t.co', 'twitter.com'], ['plus.url.google.com', 'plus.google.com']];
const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'yclid'];
/** Campaign fields WooCommerce's newer build adds after sourcebuster's own. */
const EXTRA_CAMPAIGN = [['id', 'utm_id'], ['plt', 'utm_source_platform'], ['fmt', 'utm_creative_format'], ['tct', 'utm_marketing_tactic']] as const;

/** sourcebuster reads numbers with parseFloat/parseInt of whatever it is given (`'0'` counts). */
function months(value: unknown): number {
  const parsed = value ? parseFloat(String(value)) : NaN;
  return Number.isNaN(parsed) || !parsed ? 6 : parsed;
}
function integer(value: unknown): number | false {
  const parsed = value ? parseInt(String(value), 10) : NaN;
  return Number.isNaN(parsed) ? false : parsed;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM-DD hh:mm:ss` at UTC plus `offset` hours, or local time without an offset. */
export function visitDate(now: Date, offset: number | false): string {
  const date = offset === false ? now : new Date(now.getTime() + offset * 3_600_000);
  const [y, mo, d, h, mi, s] =
    offset === false
      ? [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]
      : [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/**
 * Records one page view in the `sbjs_*` cookies exactly as sourcebuster does with WooCommerce's
 * settings, and returns what `sbjs.get` would hold. The visit's source: campaign parameters
 * (utm), a search engine referrer (organic), another site when no session is live (referral),
 * a first visit with neither (typein: `(direct)` / `(none)`); otherwise the current source is
 * kept. The visit count rises when no session cookie is live; pages seen rise on each view.
 *
 * @example
 * trackVisit({ lifetime: 0.00001, sessionLength: 30, timezoneOffset: '0' }).current.typ // 'typein'
 */
export function trackVisit(options: TrackingOptions, visit: Visit = currentVisit()): TrackingData {
  const lifetimeMinutes = parseInt(String(months(options.lifetime) * 30 * 24 * 60), 10);
  const sessionMinutes = integer(options.sessionLength) || 30;
  const offset = integer(options.timezoneOffset);
  const domain = hostOf(visit.hostname);
  const params = queryParams(visit.search.replace(/^\?/, ''));
  const referrer = visit.referrer;
  const referrerHost = hostOf(referrer);

  const get = (name: string): string | null => readCookie(name) ?? null;
  const set = (name: string, value: string, minutes: number) =>
    writeCookie(name, value, {
      path: '/',
      domain: `.${domain}`,
      encode: encodeValue,
      ...(minutes ? { expires: new Date(visit.now.getTime() + minutes * 60_000) } : {}),
    });

  migrate(get, set, lifetimeMinutes, visit);

  const extra = () => packPairs([['fd', visitDate(visit.now, offset)], ['ep', visit.href], ['rf', referrer || NONE]]);
  const setExtras = () => {
    set(CONTAINERS.current_add, extra(), lifetimeMinutes);
    if (!get(CONTAINERS.first_add)) set(CONTAINERS.first_add, extra(), lifetimeMinutes);
  };
  const external = Boolean(referrer) && !new RegExp(`^(?:.*\\.)?${escapeRegExp(domain)}$`, 'i').test(referrerHost);

  const main = (type: string, source: string, medium: string, campaign = NONE, content = NONE, term = NONE): string =>
    packPairs([
      ['typ', type], ['src', source], ['mdm', medium], ['cmp', campaign], ['cnt', content], ['trm', term],
      ...EXTRA_CAMPAIGN.map(([key, param]): [string, string] => [key, type === 'utm' ? (paramText(params[param]) || NONE) : NONE]),
    ]);

  let current: string | null;
  const organic = external ? organicSource(referrer) : null;
  if ([...CAMPAIGN_KEYS, ...EXTRA_CAMPAIGN.map(([, param]) => param)].some((key) => params[key] !== undefined)) {
    setExtras();
    const text = (key: string) => paramText(params[key]);
    const clickSource = text('gclid') !== undefined ? 'google' : text('yclid') !== undefined ? 'yandex' : undefined;
    current = main(
      'utm',
      text('utm_source') ?? clickSource ?? NONE,
      text('utm_medium') ?? (clickSource ? 'cpc' : NONE),
      text('utm_campaign') ?? (clickSource ? `${clickSource}_cpc` : NONE),
      text('utm_content') || NONE,
      text('utm_term') || yandexTerm(referrer) || NONE,
    );
  } else if (organic) {
    setExtras();
    current = main('organic', organic, 'organic');
  } else if (!get(CONTAINERS.session) && external) {
    setExtras();
    const known = REFERRALS.find(([host]) => new RegExp(`^(?:.*\\.)?${escapeRegExp(host)}$`, 'i').test(urlParts(referrer).host));
    current = main('referral', known ? known[1] : referrerHost, 'referral', NONE, urlParts(referrer).path);
  } else if (!get(CONTAINERS.first) && !get(CONTAINERS.current)) {
    setExtras();
    current = main('typein', '(direct)', NONE);
  } else {
    current = get(CONTAINERS.current);
  }

  set(CONTAINERS.current, current ?? '', lifetimeMinutes);
  if (!get(CONTAINERS.first)) set(CONTAINERS.first, get(CONTAINERS.current) ?? '', lifetimeMinutes);

  const hadSession = Boolean(get(CONTAINERS.session));
  const udata = get(CONTAINERS.udata);
  const visits = udata ? (parseInt(parsePairs(udata).vst ?? '', 10) || 1) + (hadSession ? 0 : 1) : 1;
  set(CONTAINERS.udata, packPairs([['vst', visits], ['uip', NONE], ['uag', visit.userAgent]]), lifetimeMinutes);
  const pages = hadSession ? (parseInt(parsePairs(get(CONTAINERS.session)).pgs ?? '', 10) || 1) + 1 : 1;
  set(CONTAINERS.session, packPairs([['pgs', pages], ['cpg', visit.href]]), sessionMinutes);

  return readTracking();
}

/** The source a search engine referrer names, or null (sourcebuster's rules). */
function organicSource(referrer: string): string | null {
  const { host, query } = urlParts(referrer);
  if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && /.*text=.*/.test(query)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!query) return null;
  const engine = ORGANICS.find(
    ([engineHost, param]) =>
      new RegExp(`^(?:.*\\.)?${escapeRegExp(engineHost)}$`, 'i').test(host) && new RegExp(`.*${escapeRegExp(param)}=.*`, 'i').test(query),
  );
  return engine ? engine[2] : null;
}

/** Yandex passes the search words as `text` in its referrer. */
function yandexTerm(referrer: string): string | undefined {
  const { host, query } = urlParts(referrer);
  return referrer && host && /^(?:.*\.)?yandex\..{2,9}$/i.test(host) ? paramText(queryParams(query).text) : undefined;
}

/** sourcebuster's one migration, for cookies written with its old `|` delimiter. */
function migrate(get: (name: string) => string | null, set: (name: string, value: string, minutes: number) => void, minutes: number, visit: Visit): void {
  if (get(MIGRATIONS)) return;
  if (!get(CONTAINERS.first)) {
    set(MIGRATIONS, `${MIGRATION_ID}=1`, minutes);
    return;
  }
  for (const name of Object.values(CONTAINERS)) {
    const value = get(name);
    if (value) set(name, value.replace(/(\|)?\|(\|)?/g, (all, before?: string, after?: string) => (before || after ? all : '|||')), minutes);
  }
  if (get(CONTAINERS.session)) set(CONTAINERS.session, packPairs([['pgs', 0], ['cpg', visit.href]]), minutes);
  set(MIGRATIONS, `${MIGRATION_ID}=1`, minutes);
}

/** What the `sbjs_*` cookies hold now, as `sbjs.get` would give it. */
export function readTracking(): TrackingData {
  const data = {} as TrackingData;
  for (const [key, name] of Object.entries(CONTAINERS) as [Container, string][]) data[key] = parsePairs(readCookie(name) ?? null);
  return data;
}

/**
 * Deletes every `sbjs_*` cookie as WooCommerce does when tracking is refused.
 *
 * @example forgetVisits(); // document.cookie holds no sbjs_ cookie
 */
export function forgetVisits(hostname: string = location.hostname): void {
  for (const name of [...Object.values(CONTAINERS), MIGRATIONS]) {
    writeCookie(name, '', { path: '/', maxAge: -999, domain: `.${hostname}` });
  }
}

function currentVisit(): Visit {
  return {
    href: location.href,
    search: location.search,
    hostname: location.hostname,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    now: new Date(),
  };
}
