import { describe, expect, it } from 'vitest';
import { allowFramingBySite, cspFramableBySite, withFramingBySite } from '#lib/preview/framing.ts';

const SITE_CSP =
  "default-src 'self';form-action 'self';frame-ancestors 'none';base-uri 'self'; script-src 'self'";

const response = (headers: Record<string, string>) =>
  new Response('<!doctype html>', { headers: new Headers(headers) });

describe('framing by the site itself', () => {
  it('narrows frame-ancestors from none to self, and changes nothing else', () => {
    expect(cspFramableBySite(SITE_CSP)).toBe(
      "default-src 'self';form-action 'self';frame-ancestors 'self';base-uri 'self'; script-src 'self'",
    );
  });

  it('applies only to a response that said so', () => {
    const marked = new Headers({ 'Content-Security-Policy': SITE_CSP });
    allowFramingBySite(marked);
    const framable = withFramingBySite(new Response('', { headers: marked }));
    expect(framable.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(framable.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");

    const other = withFramingBySite(response({ 'Content-Security-Policy': SITE_CSP }));
    expect(other.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(other.headers.get('X-Frame-Options')).toBeNull();
  });

  it('copies a response whose headers cannot be changed (a fetched one, a redirect)', () => {
    const immutable = response({
      'Content-Security-Policy': SITE_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
    });
    Object.defineProperty(immutable, 'headers', {
      value: Object.freeze(
        Object.assign(new Headers(immutable.headers), {
          set: () => {
            throw new TypeError('immutable');
          },
        }),
      ),
    });
    const copied = withFramingBySite(immutable);
    expect(copied).not.toBe(immutable);
    expect(copied.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });
});
