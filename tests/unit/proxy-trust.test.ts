import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, UNKNOWN_CLIENT } from '#lib/http/client-address.ts';
import { leadOrigin } from '#lib/leads/origin.ts';
import { resolveForwarding } from '#server/forwarding.ts';
import {
  astroAllowedDomains,
  isAllowedOrigin,
  parseSiteUrl,
  usesSecureCookies,
} from '#lib/http/site-url.ts';
import { forwardedView, parseTrustProxy } from '#server/trust-proxy.ts';
import { proxySettingsFromEnv } from '#server/proxy-settings.ts';

describe('TRUST_PROXY: which hops are trusted', () => {
  // [setting, address, hop, trusted]
  it.each([
    [undefined, '127.0.0.1', 0, false],
    ['', '127.0.0.1', 0, false],
    ['false', '127.0.0.1', 0, false],
    ['loopback', '127.0.0.1', 0, true],
    ['loopback', '127.0.0.1', 5, true],
    ['loopback', '::1', 0, true],
    ['loopback', '::ffff:127.0.0.1', 0, true],
    ['loopback', '10.0.0.1', 0, false],
    ['uniquelocal', '10.1.2.3', 0, true],
    ['uniquelocal', '192.168.0.9', 0, true],
    ['uniquelocal', '203.0.113.5', 0, false],
    ['linklocal', '169.254.1.1', 0, true],
    ['10.0.0.0/8, 192.0.2.7', '10.200.0.1', 0, true],
    ['10.0.0.0/8, 192.0.2.7', '192.0.2.7', 0, true],
    ['10.0.0.0/8, 192.0.2.7', '192.0.2.8', 0, false],
    ['192.0.2.0/255.255.255.0', '192.0.2.200', 0, true],
    ['loopback,uniquelocal', '172.16.0.1', 0, true],
    ['1', '203.0.113.5', 0, true],
    ['1', '203.0.113.5', 1, false],
    ['2', '203.0.113.5', 1, true],
    ['0', '127.0.0.1', 0, false],
  ] as const)('%j trusts %s at hop %i: %s', (setting, address, hop, trusted) => {
    expect(parseTrustProxy(setting).trusts(address, hop)).toBe(trusted);
  });

  it.each([
    ['true', /TRUST_PROXY is not valid: "true" would believe any client/],
    ['proxy.local', /TRUST_PROXY is not valid: invalid IP address: proxy\.local/],
    ['10.0.0.0/33', /TRUST_PROXY is not valid: invalid range on address: 10\.0\.0\.0\/33/],
    ['loopback,,10.0.0.1', /TRUST_PROXY is not valid: .* has an empty entry/],
    ['99', /TRUST_PROXY is not valid: a hop count of 99 is above 32/],
    ['-1', /TRUST_PROXY is not valid: invalid IP address: -1/],
  ])('refuses %j, naming the variable and why', (setting, message) => {
    expect(() => parseTrustProxy(setting)).toThrow(message);
  });
});

describe('forwarded headers are believed only from trusted proxies', () => {
  const headers = (values: Record<string, string>) => values;
  // [TRUST_PROXY, socket peer, headers, expected view]
  it.each([
    [
      'no setting: the socket peer is the client, forwarded headers are ignored',
      undefined,
      '127.0.0.1',
      headers({
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.example.com',
      }),
      { clientAddress: '127.0.0.1' },
    ],
    [
      'a trusted proxy reports the client, scheme and host',
      'loopback',
      '127.0.0.1',
      headers({
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.example.com',
      }),
      { clientAddress: '198.51.100.7', protocol: 'https', host: 'www.example.com' },
    ],
    [
      'a forged entry to the left of the real client is not believed',
      'loopback',
      '127.0.0.1',
      headers({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }),
      { clientAddress: '198.51.100.7' },
    ],
    [
      'a peer outside the trusted list is the client, whatever it claims',
      '192.0.2.7',
      '203.0.113.9',
      headers({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' }),
      { clientAddress: '203.0.113.9' },
    ],
    [
      'two trusted hops: the chain is walked from the server outwards',
      '10.0.0.0/8',
      '10.0.0.2',
      headers({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.1' }),
      { clientAddress: '198.51.100.7' },
    ],
    [
      'a hop count of one trusts only the socket peer',
      '1',
      '203.0.113.9',
      headers({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7', 'x-forwarded-proto': 'http' }),
      { clientAddress: '198.51.100.7', protocol: 'http' },
    ],
    [
      'the first of several proto and host values counts; junk is dropped',
      'loopback',
      '::1',
      headers({
        'x-forwarded-proto': 'HTTPS, http',
        'x-forwarded-host': 'evil.example/path',
      }),
      { clientAddress: '::1', protocol: 'https' },
    ],
    [
      'an unknown scheme is dropped, a host with a port is kept',
      'loopback',
      '127.0.0.1',
      headers({ 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'localhost:8443' }),
      { clientAddress: '127.0.0.1', host: 'localhost:8443' },
    ],
  ])('%s', (_, setting, remoteAddress, requestHeaders, expected) => {
    expect(
      forwardedView({ remoteAddress, headers: requestHeaders }, parseTrustProxy(setting)),
    ).toEqual(expected);
  });
});

describe('SITE_URL', () => {
  it.each([
    [undefined, 'http://localhost:4321'],
    ['https://www.example.com', 'https://www.example.com'],
    ['https://www.example.com/', 'https://www.example.com'],
    ['  http://localhost:4423  ', 'http://localhost:4423'],
  ])('%j is the origin %s', (value, origin) => {
    expect(parseSiteUrl(value).origin).toBe(origin);
  });

  it.each([
    ['www.example.com', /SITE_URL is not valid \("www\.example\.com"\): it is not an absolute URL/],
    [
      'ftp://example.com',
      /SITE_URL is not valid .*: it must start with https:\/\/ or http:\/\/, not ftp:/,
    ],
    ['https://user:pw@example.com', /SITE_URL is not valid .*: it must not carry a user name/],
    ['https://example.com/blog', /SITE_URL is not valid .*: it must be an origin only/],
    ['https://example.com/?a=1', /SITE_URL is not valid .*: it must be an origin only/],
    ['http://', /SITE_URL is not valid .*: it is not an absolute URL/],
  ])('refuses %j, naming the variable and why', (value, message) => {
    expect(() => parseSiteUrl(value)).toThrow(message);
  });

  // [SITE_URL, request URL, Origin header, allowed]
  it.each([
    [
      'https://www.example.com',
      'http://www.example.com/api/contact',
      'https://www.example.com',
      true,
    ],
    ['https://www.example.com', 'http://127.0.0.1:4321/api/contact', 'http://127.0.0.1:4321', true],
    [
      'https://www.example.com',
      'https://www.example.com/api/contact',
      'https://www.example.com',
      true,
    ],
    [
      'https://www.example.com',
      'http://www.example.com/api/contact',
      'http://www.example.com',
      true,
    ],
    ['https://www.example.com', 'http://127.0.0.1:4321/api/contact', 'https://evil.example', false],
    ['https://www.example.com', 'http://127.0.0.1:4321/api/contact', 'null', false],
    ['https://www.example.com', 'http://127.0.0.1:4321/api/contact', null, false],
    [undefined, 'http://localhost:4321/api/contact', 'https://localhost:4321', false],
    ['not a url', 'http://127.0.0.1:4321/api/contact', 'http://127.0.0.1:4321', true],
  ] as const)('SITE_URL %s, request %s, Origin %s → %s', (site, url, origin, allowed) => {
    expect(isAllowedOrigin(origin, new URL(url), { SITE_URL: site })).toBe(allowed);
  });

  // [SITE_URL, request URL, Secure cookies]
  it.each([
    ['https://www.example.com', 'http://127.0.0.1:4321/api/auth/login', true],
    ['http://localhost:4321', 'https://localhost:4321/api/auth/login', true],
    ['http://localhost:4321', 'http://localhost:4321/api/auth/login', false],
    [undefined, 'http://localhost:4321/api/auth/login', false],
  ] as const)('SITE_URL %s, request %s → Secure %s', (site, url, secure) => {
    expect(usesSecureCookies(new URL(url), { SITE_URL: site })).toBe(secure);
  });

  // A lead's source page counts when it is on the origin the request addressed or on SITE_URL's.
  it.each([
    ['https://www.example.com/contact?from=pricing&users=25', '/contact'],
    ['http://127.0.0.1:4321/contact', '/contact'],
    ['/contact', '/contact'],
    ['https://evil.example/contact', null],
    ['http://www.example.com/contact', null],
  ])('a lead sent from %s has the source page %j', (page, sourcePage) => {
    const origins = ['http://127.0.0.1:4321', 'https://www.example.com'];
    expect(leadOrigin(page, origins).sourcePage).toBe(sourcePage);
  });

  it("gives Astro the public host name, whatever the proxy's scheme and port", () => {
    expect(astroAllowedDomains('https://www.example.com')).toEqual([
      { hostname: 'www.example.com' },
    ]);
    expect(astroAllowedDomains(undefined)).toEqual([{ hostname: 'localhost' }]);
    expect(() => astroAllowedDomains('mailto:a@example.com')).toThrow(/SITE_URL is not valid/);
  });

  it('the server start-up check reads both variables from the environment', () => {
    const settings = proxySettingsFromEnv({
      SITE_URL: 'https://www.example.com',
      TRUST_PROXY: '1',
    });
    expect(settings.siteUrl.origin).toBe('https://www.example.com');
    expect(settings.trustProxy.trusts('203.0.113.9', 0)).toBe(true);
    expect(() => proxySettingsFromEnv({ SITE_URL: 'example.com' })).toThrow(
      /^SITE_URL is not valid/,
    );
    expect(() => proxySettingsFromEnv({ TRUST_PROXY: 'yes' })).toThrow(/^TRUST_PROXY is not valid/);
  });
});

describe('the client address both limits use', () => {
  it.each([
    [
      'the server-resolved address first',
      { locals: { clientAddress: '198.51.100.7' }, clientAddress: '127.0.0.1' },
      '198.51.100.7',
    ],
    ["the adapter's address otherwise", { locals: {}, clientAddress: '127.0.0.1' }, '127.0.0.1'],
    ['a shared key when nothing is known', { clientAddress: '' }, UNKNOWN_CLIENT],
  ])('%s', (_, context, expected) => {
    expect(clientAddressOf(context)).toBe(expected);
  });

  it('a shared key when the adapter cannot tell', () => {
    const context = {
      get clientAddress(): string {
        throw new Error('clientAddress is not available');
      },
    };
    expect(clientAddressOf(context)).toBe(UNKNOWN_CLIENT);
  });
});

describe('the Node server rewrites forwarded headers before anything reads them', () => {
  /** Sends one real request over loopback and returns what resolveForwarding made of it. */
  async function resolveOnServer(
    trust: string | undefined,
    headers: Record<string, string>,
  ): Promise<{ resolved: ReturnType<typeof resolveForwarding>; seen: IncomingMessage['headers'] }> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const handled = new Promise<{
        resolved: ReturnType<typeof resolveForwarding>;
        seen: IncomingMessage['headers'];
      }>((resolve) => {
        server.once('request', (req: IncomingMessage, res) => {
          const resolved = resolveForwarding(req, parseTrustProxy(trust));
          res.end();
          resolve({ resolved, seen: { ...req.headers } });
        });
      });
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
      return await handled;
    } finally {
      server.close();
    }
  }

  const forged = {
    host: 'www.example.com',
    'x-forwarded-for': '1.2.3.4, 198.51.100.7',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'www.example.com',
    'x-forwarded-port': '443',
    forwarded: 'for=1.2.3.4',
  };

  it('from an untrusted peer: only the socket address is left', async () => {
    const { resolved, seen } = await resolveOnServer(undefined, forged);
    expect(resolved).toEqual({ clientAddress: '127.0.0.1', origin: 'http://www.example.com' });
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen).not.toHaveProperty('x-forwarded-proto');
    expect(seen).not.toHaveProperty('x-forwarded-host');
    expect(seen).not.toHaveProperty('x-forwarded-port');
    expect(seen).not.toHaveProperty('forwarded');
  });

  it('from a trusted proxy: the single resolved values', async () => {
    const { resolved, seen } = await resolveOnServer('loopback', forged);
    expect(resolved).toEqual({ clientAddress: '198.51.100.7', origin: 'https://www.example.com' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-host']).toBe('www.example.com');
    expect(seen).not.toHaveProperty('x-forwarded-port');
  });
});
