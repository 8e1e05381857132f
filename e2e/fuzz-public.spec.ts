import { request as httpRequest } from 'node:http';
import { expect, test } from './support/worker-site.ts';
import fc from 'fast-check';
import { malformedRequest, onTheWire, rawExchange } from '#test-support/raw-http.ts';

// A bounded property-based run against the built server: whatever path, query string or method a
// visitor sends, the answer is never a 5xx, and every 4xx carries an HTML or JSON message; whatever
// request line and headers arrive on the raw socket, an answer does.
// (The contact form's fields are fuzzed in-process, where its rate limit does not get in the way.)

interface Answer {
  status: number;
  type: string;
  body: string;
}

function send(baseURL: string, method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function expectHandled(answer: Answer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.type, what).toMatch(/text\/html|application\/json/);
    expect(answer.body.trim().length, what).toBeGreaterThan(0);
    if (answer.type.includes('json')) expect(JSON.parse(answer.body).error, what).toBeTruthy();
  }
}

const percentByte = fc
  .integer({ min: 0, max: 255 })
  .map((b) => `%${b.toString(16).padStart(2, '0')}`);
const pathChar = fc.oneof(
  fc.constantFrom(..."abcxyz019-_.~!$&'()*+,;=:@/\\%".split('')),
  percentByte,
  fc.constantFrom('..', '%2e%2e', '%2f', '%5c', '%00', '%c0%af', '.html', 'index', 'api', 'admin'),
);
const segment = fc.array(pathChar, { maxLength: 12 }).map((parts) => parts.join(''));
const path = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
  fc
    .constantFrom(
      '/insights/',
      '/topic/',
      '/persona/',
      '/journey/',
      '/api/',
      '/api/admin/posts/',
      '/locations/',
      '/blog/',
      '/404/',
    )
    .chain((prefix) => segment.map((rest) => prefix + rest)),
);
const queryValue = fc.oneof(fc.string({ maxLength: 30 }), percentByte, fc.integer().map(String));
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'persona',
        'topic',
        'journeyStage',
        'from',
        'score',
        'users',
        'utm_source',
        'q',
        '%00',
        '',
      ),
      queryValue,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

test('paths never make the server fail', async ({ baseURL }) => {
  test.setTimeout(120_000);
  await fc.assert(
    fc.asyncProperty(path, async (target) => {
      expectHandled(await send(baseURL!, 'GET', target), `GET ${target}`);
    }),
    { numRuns: 150 },
  );
});

test('query strings never make the server fail', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const pages = [
    '/',
    '/insights',
    '/insights/index.json',
    '/contact',
    '/pricing',
    '/topic/cloud',
    '/api/auth/session',
    '/api/admin/posts',
    '/contact/send',
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...pages), query, async (page, search) => {
      expectHandled(await send(baseURL!, 'GET', `${page}?${search}`), `GET ${page}?${search}`);
    }),
    { numRuns: 100 },
  );
});

test('odd methods get 405 with Allow, never a stack trace', async ({ baseURL }) => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE'),
      path,
      async (method, target) => {
        const answer = await send(baseURL!, method, target);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expectHandled(answer, `${method} ${target}`);
        expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
      },
    ),
    { numRuns: 40 },
  );
});

test('a request with Host: a b is answered 400, not left open', async ({ baseURL }) => {
  const { port } = new URL(baseURL!);
  const answer = await rawExchange(
    Number(port),
    'POST /api/contact HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json\r\n' +
      'Origin: http://a b\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  );
  expect(answer.status).toBe(400);
  expect(answer.raw).toContain('"error":"Bad request: the Host header');
});

test('malformed request lines and headers are each answered, never with a 5xx', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = Number(new URL(baseURL!).port);
  await fc.assert(
    fc.asyncProperty(malformedRequest, async (request) => {
      const answer = await rawExchange(port, onTheWire(request));
      expect(answer.status, answer.raw.slice(0, 300)).not.toBeNull();
      expect(answer.status!, answer.raw.slice(0, 300)).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
  expect((await send(baseURL!, 'GET', '/pricing')).status).toBe(200);
});
