/**
 * The admin API and the contact form of a server a spec runs itself (own-server.ts), over fetch:
 * each call names its method and path, and gives up after `limitMs` so a server that never answers
 * fails the spec instead of stalling it.
 */
import { expect } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.ts';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Round trip, from sending the request to the whole answer. */
  ms: number;
}

export function ownServerApi(base: string, limitMs = 60_000) {
  let cookie = '';
  const send = async (
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; version?: number } = {},
  ) => {
    const started = Date.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        cookie,
        ...(options.json !== undefined && { 'content-type': 'application/json' }),
        ...(options.version !== undefined && { 'if-match': `"${options.version}"` }),
      },
      body: options.form ?? (options.json === undefined ? null : JSON.stringify(options.json)),
      signal: AbortSignal.timeout(limitMs),
    });
    const text = await response.text();
    return { status: response.status, text, ms: Date.now() - started };
  };
  const call = async (
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; version?: number } = {},
  ): Promise<ApiAnswer> => {
    const { status, text, ms } = await send(method, path, options);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status, body, ms };
  };
  return {
    call,
    /**
     * A call that must succeed (a status under 300): its JSON answer, as loosely typed as
     * JSON.parse's. `version`: the version the change was made against (If-Match).
     */
    ok: async (method: string, path: string, json?: unknown, version?: number) => {
      const { status, text } = await send(method, path, {
        json,
        ...(version !== undefined && { version }),
      });
      expect(status, `${method} ${path}: ${text}`).toBeLessThan(300);
      return JSON.parse(text);
    },
    signIn: async () => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(E2E_ADMIN),
        signal: AbortSignal.timeout(limitMs),
      });
      expect(response.status).toBe(200);
      cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    /** The session's cookies, as a browser context's `storageState` takes them. */
    storageState() {
      const cookies = cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return {
            name,
            value: value.join('='),
            domain: new URL(base).hostname,
            path: '/',
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: 'Lax' as const,
          };
        });
      return { cookies, origins: [] };
    },
    /** An image upload, as the media library's form sends it. */
    upload(file: { name: string; mimeType: string; buffer: Uint8Array }, alt = 'A photo') {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      form.set('alt', alt);
      return call('POST', '/api/admin/media', { form });
    },
    /** A contact-form message, as the island sends it. */
    contact(name: string) {
      return call('POST', '/api/contact', {
        json: {
          name,
          email: 'dana@example.com',
          companySize: '1-10 employees',
          message: `A message from ${name}.`,
        },
      });
    },
  };
}
