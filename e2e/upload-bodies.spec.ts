/**
 * No upload takes the server down (docs/moving-in-and-out.md): every route that reads a file or a
 * body of its own gets bodies of every small size and of every kind (a 2-byte body refused by its
 * first bytes once stopped the process), and answers each below 500; the site answers after each.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/worker-site.ts';
import { signInThroughApi } from './support/admin.ts';

const SIZES = [0, 1, 2, 3, 14, 1024, 20_000, 70_000, 300_000];
const KINDS: Record<string, { type: string; body: (size: number) => Buffer }> = {
  bytes: { type: 'application/octet-stream', body: (n) => Buffer.alloc(n, 'a') },
  xml: { type: 'application/xml', body: (n) => Buffer.from(`<rss>${'x'.repeat(n)}`) },
  'UTF-16 XML': {
    type: 'application/xml',
    body: (n) =>
      Buffer.from(
        `\uFEFF<?xml version="1.0" encoding="UTF-16"?><rss>${'x'.repeat(n)}</rss>`,
        'utf16le',
      ),
  },
  'ZIP head': {
    type: 'application/zip',
    body: (n) => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(n)]),
  },
  csv: {
    type: 'text/csv',
    body: (n) => Buffer.from(`from,to\n${'/a,/b\n'.repeat(Math.ceil(n / 6))}`),
  },
  json: { type: 'application/json', body: (n) => Buffer.from(`{"file":"${'a'.repeat(n)}"}`) },
  multipart: { type: 'multipart/form-data; boundary=x', body: (n) => Buffer.alloc(n, '-') },
};
const id = randomUUID();
const ROUTES: [string, string][] = [
  ['POST', '/api/admin/import/uploads'],
  ['POST', '/api/admin/import/jobs'],
  ['PUT', `/api/admin/import/jobs/${id}`],
  ['POST', `/api/admin/import/jobs/${id}/run`],
  ['POST', '/api/admin/redirects/import'],
  ['POST', '/api/admin/media'],
];

test.setTimeout(300_000);

for (const [method, path] of ROUTES) {
  test(`${method} ${path.replace(id, '{id}')} answers bodies of every size and kind, and the site stays up`, async ({
    request,
    baseURL,
  }) => {
    await signInThroughApi(request, baseURL!);
    for (const [kind, { type, body }] of Object.entries(KINDS)) {
      for (const size of SIZES) {
        const answer = await request.fetch(path, {
          method,
          headers: { 'content-type': type, origin: baseURL!, 'if-match': '"1"' },
          data: body(size),
        });
        expect(answer.status(), `${kind}, ${size} bytes`).toBeLessThan(500);
      }
      expect((await request.get('/pricing')).status()).toBe(200);
    }
  });
}
