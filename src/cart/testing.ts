/**
 * Storage that throws on every use, as a browser's blocked storage does (private modes, storage
 * switched off). Stub it in with `vi.stubGlobal('localStorage', blockedStorage())`: happy-dom's own
 * Storage ignores spies once it has been used.
 *
 * @example vi.stubGlobal('sessionStorage', blockedStorage());
 */
export const blockedStorage = (): Storage =>
  new Proxy({} as Storage, {
    get: () => () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  });
