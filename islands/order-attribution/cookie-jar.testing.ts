/** One cookie as a browser would keep it. */
export interface JarCookie {
  value: string;
  expires: number | null;
  domain: string | null;
  path: string | null;
}

/**
 * A browser-like cookie store put in place of `document.cookie`, so two implementations can
 * run against the same page and their cookies be compared whole (value, expiry, domain, path).
 * Expired cookies disappear by `Date.now()`, which tests may fake.
 *
 * @example
 * const jar = installCookieJar(); document.cookie = 'a=1; path=/'; jar.cookies.get('a')?.value // '1'
 */
export function installCookieJar(): { cookies: Map<string, JarCookie>; restore(): void } {
  const cookies = new Map<string, JarCookie>();
  const live = () => {
    for (const [name, cookie] of cookies) if (cookie.expires !== null && cookie.expires <= Date.now()) cookies.delete(name);
  };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => {
      live();
      return Array.from(cookies, ([name, cookie]) => `${name}=${cookie.value}`).join('; ');
    },
    set: (text: string) => {
      const [pair = '', ...attributes] = text.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const cookie: JarCookie = { value: pair.slice(at + 1).trim(), expires: null, domain: null, path: null };
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const value = rest.join('=').trim();
        const lower = key.trim().toLowerCase();
        if (lower === 'expires') cookie.expires = Date.parse(value);
        else if (lower === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
        else if (lower === 'domain') cookie.domain = value;
        else if (lower === 'path') cookie.path = value;
      }
      if (cookie.expires !== null && cookie.expires <= Date.now()) cookies.delete(name);
      else cookies.set(name, cookie);
    },
  });
  return { cookies, restore: () => Reflect.deleteProperty(document, 'cookie') };
}
