/**
 * The production handler over a real HTTP server and socket: its answer to methods no route serves,
 * to malformed Host headers and request targets, and to a handler that throws. Every request gets
 * an answer.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawExchange } from '#test-support/raw-http.ts';
import { startSiteServer } from '#test-support/site-server.ts';
import { BAD_REQUEST_MESSAGE } from '#lib/http/request-target.ts';
import { SERVER_ERROR_MESSAGE } from '#lib/http/failure.ts';
import { ALLOWED_METHODS } from '#server/site-handler.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let port: number;
const astroCalls: string[] = [];

beforeAll(async () => {
  server = await startSiteServer((req, res) => {
    astroCalls.push(`${req.method} ${req.url}`);
    if (req.url === '/api/throws-at-once') throw new Error('a bug, thrown at once');
    if (req.url === '/api/throws-later') return Promise.reject(new Error('a bug, thrown later'));
    res.statusCode = 204;
    res.end();
    return undefined;
  });
  port = server.port;
});

afterAll(() => server.close());

function send(method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('methods no route serves', () => {
  it.each([
    ['TRACE', '/pricing', 'text/html', /not allowed/],
    ['TRACE', '/api/admin/posts', 'application/json', /"error":"This method is not allowed here."/],
    ['PURGE', '/api/contact', 'application/json', /not allowed/],
    ['OPTIONS', '/', 'text/html', /not allowed/],
    ['PROPFIND', '/pricing', 'text/html', /not allowed/],
  ])('%s %s → 405 with Allow and a %s message', async (method, path, type, body) => {
    const before = astroCalls.length;
    const response = await send(method, path);
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe(ALLOWED_METHODS.join(', '));
    expect(String(response.headers['content-type'])).toContain(type);
    expect(response.body).toMatch(body);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(astroCalls.length).toBe(before);
  });

  it('still serves the allowed methods', async () => {
    expect((await send('GET', '/pricing')).status).toBe(200);
    expect((await send('HEAD', '/pricing')).status).toBe(200);
    expect((await send('DELETE', '/api/admin/posts/x')).status).toBe(204);
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(raw).toContain(`Allow: ${ALLOWED_METHODS.join(', ')}`);
    expect(raw).toContain('{"error":"This method is not allowed here."}');
  });
});

describe('request targets that are no valid URL', () => {
  it.each(['//)%00.html/%06', '//', '///evil.example', '//evil.example/x?y'])(
    'GET %s answers 404 with the not-found page and the server keeps serving',
    async (target) => {
      const response = await send('GET', target);
      expect(response.status).toBe(404);
      expect(String(response.headers['content-type'])).toContain('text/html');
      expect((await send('GET', '/pricing')).status).toBe(200);
    },
  );
});

describe('every request is answered', () => {
  const contactPost = (host: string) =>
    `POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
    `Origin: http://${host}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`;

  it.each([
    ['POST /api/contact, Host: a b', contactPost('a b'), 'application/json'],
    ['POST /api/contact, Host: x/y', contactPost('x/y'), 'application/json'],
    [
      'GET /pricing, Host: a b',
      'GET /pricing HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
      'text/html',
    ],
    [
      'GET /api/admin/posts, Host: user@x',
      'GET /api/admin/posts HTTP/1.1\r\nHost: user@x\r\nConnection: close\r\n\r\n',
      'application/json',
    ],
    [
      'an absolute-form target',
      'GET http://evil.example/pricing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      'text/html',
    ],
  ])('%s → 400 on the raw socket, at once', async (_, request, type) => {
    const before = astroCalls.length;
    const answer = await rawExchange(port, request);
    expect(answer.status).toBe(400);
    expect(answer.raw).toContain(`Content-Type: ${type}; charset=utf-8`);
    expect(answer.raw).toContain(BAD_REQUEST_MESSAGE);
    expect(astroCalls.length).toBe(before);
    expect((await send('GET', '/pricing')).status).toBe(200);
  });

  it.each(['/api/throws-at-once', '/api/throws-later'])(
    'a handler that throws (%s) answers 500, logged without the request',
    async (path) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const answer = await send('POST', path);
        expect(answer.status).toBe(500);
        expect(JSON.parse(answer.body)).toEqual({ error: SERVER_ERROR_MESSAGE });
        expect(errors).toHaveBeenCalledWith(
          expect.stringMatching(/^\[server\] a request failed: Error: a bug/),
        );
      } finally {
        errors.mockRestore();
      }
    },
  );
});
