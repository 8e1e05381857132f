/** The Node server's 301 from a renamed post's old address, read from the build's redirect file. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, loadReleaseDir } from '#server/site-handler.ts';
import { SLUG_REDIRECTS_FILE } from '#lib/posts/slug-redirects.ts';

let server: Server;
let port: number;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'northbeam-redirects-'));
  mkdirSync(join(dir, 'client', 'insights'), { recursive: true });
  writeFileSync(join(dir, 'client', 'insights', 'slug-c.html'), '<!doctype html><title>C</title>');
  writeFileSync(
    join(dir, SLUG_REDIRECTS_FILE),
    JSON.stringify([
      { from: '/insights/slug-a', to: '/insights/slug-c' },
      { from: '/insights/slug-b', to: '/insights/slug-c' },
    ]),
  );
  const site = createSiteHandler(loadReleaseDir(dir), (_req, res) => {
    res.statusCode = 204;
    res.end();
  });
  server = createServer((req, res) => site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, method = 'GET') {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('old addresses of renamed posts', () => {
  it.each(['/insights/slug-a', '/insights/slug-b', '/insights/slug-a/', '/insights/slug-a.html'])(
    '%s answers 301 with the current address',
    async (path) => {
      expect(await get(path)).toEqual({ status: 301, location: '/insights/slug-c' });
    },
  );

  it('keeps the query string', async () => {
    expect((await get('/insights/slug-a?utm_source=newsletter')).location).toBe(
      '/insights/slug-c?utm_source=newsletter',
    );
  });

  it('answers HEAD too, and serves the current address itself', async () => {
    expect((await get('/insights/slug-b', 'HEAD')).status).toBe(301);
    expect(await get('/insights/slug-c')).toEqual({ status: 200, location: undefined });
  });

  it('leaves other missing pages to the 404', async () => {
    expect((await get('/insights/slug-z')).status).toBe(404);
  });
});
