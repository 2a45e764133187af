import sbjs from 'sourcebuster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar, type JarCookie } from './cookie-jar.testing';
import { decodeValue } from './sbjs-format';
import { forgetVisits, readTracking, trackVisit } from './source-tracking';

/** WooCommerce's settings: lifetime 0.00001 months, 30-minute sessions, base64 off, UTC. */
const WC_PARAMS = { lifetime: 0.00001, session_length: 30, base64: false, timezone_offset: '0' };
const OURS = { lifetime: 0.00001, sessionLength: 30, timezoneOffset: '0' };

interface Step {
  url: string;
  referrer?: string;
  /** Minutes since the previous view. */
  after?: number;
}

/** The test page's own origin: a referrer from it is the shop itself. */
const SHOP = location.origin;
const VISITS: Record<string, Step[]> = {
  'a campaign landing, then pages of the shop': [
    { url: '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=hero&utm_term=led+bar' },
    { url: '/product/led-bar/', referrer: `${SHOP}/shop/`, after: 2 },
    { url: '/checkout/', referrer: `${SHOP}/product/led-bar/`, after: 5 },
  ],
  'a Google search, then a direct return after the session': [
    { url: '/', referrer: 'https://www.google.com/' },
    { url: '/shop/', referrer: `${SHOP}/`, after: 10 },
    { url: '/checkout/', after: 45 },
  ],
  'Bing, Yahoo and Yandex searches': [
    { url: '/', referrer: 'https://www.bing.com/search?q=led+light+bar' },
    { url: '/shop/', referrer: 'https://search.yahoo.com/search?p=work+lights', after: 40 },
    { url: '/cart/', referrer: 'https://yandex.ru/search/?text=led&lr=1', after: 40 },
  ],
  'another site, inside the session and after it': [
    { url: '/product/led-bar/', referrer: 'https://forum.example.org/threads/lights.html?page=2' },
    { url: '/shop/', referrer: 'https://blog.example.net/post/', after: 3 },
    { url: '/shop/', referrer: 'https://t.co/abc123', after: 31 },
  ],
  'a typed-in visit, then a Google Ads click': [
    { url: '/' },
    { url: '/shop/?gclid=abc123', referrer: 'https://www.google.com/', after: 1 },
    { url: '/shop/', referrer: `${SHOP}/shop/?gclid=abc123`, after: 1 },
  ],
  'campaign parameters without values and repeated': [
    { url: '/?utm_source=&utm_medium=cpc&utm_medium=social&utm_campaign' },
    { url: '/?yclid=9', after: 60 },
  ],
  'the shop itself as referrer on a first view': [{ url: '/cart/', referrer: `${SHOP}/` }, { url: '/', referrer: `${location.protocol}//www.${location.hostname}/`, after: 2 }],
};

/** What sourcebuster 1.1.0 lacks: the newer campaign fields WooCommerce's build adds. */
const NEWER = /%7C%7C%7Cid%3D.*$/;

function view(step: Step, now: number): void {
  vi.setSystemTime(now);
  history.replaceState(null, '', step.url);
  Object.defineProperty(document, 'referrer', { configurable: true, value: step.referrer ?? '' });
}

function run(steps: readonly Step[], track: () => void): Map<string, JarCookie>[] {
  const jar = installCookieJar();
  const snapshots: Map<string, JarCookie>[] = [];
  let now = Date.UTC(2026, 4, 14, 23, 50, 7);
  try {
    for (const step of steps) {
      now += (step.after ?? 0) * 60_000;
      view(step, now);
      track();
      void document.cookie; // drops what expired
      snapshots.push(new Map(Array.from(jar.cookies, ([name, cookie]) => [name, { ...cookie }])));
    }
  } finally {
    jar.restore();
  }
  return snapshots;
}

describe('source tracking, compared with the sourcebuster package over a table of visits', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'referrer');
    history.replaceState(null, '', '/');
  });

  for (const [name, steps] of Object.entries(VISITS)) {
    it(`writes the same cookies as sourcebuster: ${name}`, () => {
      const theirs = run(steps, () => sbjs.init(WC_PARAMS));
      const ours = run(steps, () => trackVisit(OURS));
      theirs.forEach((expected, index) => {
        const actual = ours[index]!;
        expect([...actual.keys()].sort(), `view ${index + 1}`).toEqual([...expected.keys()].sort());
        for (const [cookie, reference] of expected) {
          const mine = actual.get(cookie)!;
          const value = /^sbjs_(current|first)$/.test(cookie) ? mine.value.replace(NEWER, '') : mine.value;
          expect({ ...mine, value }, `${cookie} after view ${index + 1}`).toEqual(reference);
        }
      });
    });
  }

  it('adds the newer campaign fields to the current source', () => {
    const [after] = run([{ url: '/?utm_source=meta&utm_id=42&utm_source_platform=ads&utm_creative_format=video&utm_marketing_tactic=remarketing' }], () => trackVisit(OURS));
    expect(decodeValue(after!.get('sbjs_current')!.value)).toBe(
      'typ=utm|||src=meta|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=42|||plt=ads|||fmt=video|||tct=remarketing',
    );
  });

  it('keeps the visit in browser-session cookies, the session cookie for 30 minutes', () => {
    const [after] = run([{ url: '/' }], () => trackVisit(OURS));
    expect(after!.get('sbjs_current')!.expires).toBeNull();
    expect(after!.get('sbjs_session')!.expires).toBe(Date.UTC(2026, 4, 14, 23, 50, 7) + 30 * 60_000);
    expect(after!.get('sbjs_current')!.domain).toBe(`.${location.hostname}`);
  });

  it('gives a direct visit (direct) / (none), and counts visits and pages', () => {
    const jar = installCookieJar();
    try {
      view({ url: '/' }, Date.UTC(2026, 0, 1));
      trackVisit(OURS);
      view({ url: '/shop/' }, Date.UTC(2026, 0, 1, 0, 5));
      const data = trackVisit(OURS);
      expect(data.current).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
      expect(data.session.pgs).toBe('2');
      expect(data.udata.vst).toBe('1');
      expect(data.current_add.fd).toBe('2026-01-01 00:00:00');
      view({ url: '/' }, Date.UTC(2026, 0, 1, 1, 0));
      expect(trackVisit(OURS).udata).toMatchObject({ vst: '2' });
      forgetVisits(location.hostname);
      expect(readTracking().current).toEqual({});
      expect(jar.cookies.size).toBe(0);
    } finally {
      jar.restore();
    }
  });
});
