/** Why a request did not produce a usable reply. */
export type NetError =
  /** `headers` are the reply's (e.g. WordPress's upload attachment id on a failed upload). */
  | { kind: 'http'; status: number; body: string; headers?: Headers }
  | { kind: 'invalid-json'; body: string }
  | { kind: 'invalid-reply'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'offline' }
  | { kind: 'aborted' };

/** Every request ends in one of these; nothing the server sends can throw past it. */
export type NetResult<T> = { ok: true; value: T } | { ok: false; error: NetError };

export const ok = <T>(value: T): NetResult<T> => ({ ok: true, value });
export const fail = <T = never>(error: NetError): NetResult<T> => ({ ok: false, error });
