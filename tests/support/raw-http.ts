/**
 * HTTP/1.1 over a raw socket, for requests no HTTP client would send: malformed request lines,
 * Host headers and header blocks. The server must answer each within `limitMs` and close: send
 * `Connection: close` (half-closing instead would let Node's server drop an answer still on its way).
 */
import { connect } from 'node:net';
import fc from 'fast-check';

export interface RawAnswer {
  /** The status code of the first status line, or null when the server answered nothing. */
  status: number | null;
  /** Everything the server sent, as Latin-1 text. */
  raw: string;
  /** How long until the server closed the connection. */
  ms: number;
}

export class NoAnswerError extends Error {}

/** Sends `request` as is and collects the answer until the server closes the connection. */
export function rawExchange(
  port: number,
  request: string | Buffer,
  { host = '127.0.0.1', limitMs = 5_000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect({ port, host }, () => {
      socket.write(request);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new NoAnswerError(
          `no answer within ${limitMs} ms to ${JSON.stringify(String(request).slice(0, 200))}; got ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 200))}`,
        ),
      );
    }, limitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer still counts: the server said what it had to and hung up.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(raw)?.[1];
      resolve({ status: status ? Number(status) : null, raw, ms: Date.now() - started });
    });
  });
}

const odd = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom('', ' ', 'a b', '\u0000', '\t', 'x'.repeat(9000), '%', '\\', '@', '/', ':'),
);
const method = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH') },
  fc.constantFrom('OPTIONS', 'CONNECT', 'TRACE', 'get', 'G ET', 'PO\u0000ST', ''),
  odd,
);
const target = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('/api/contact', '/pricing', '/', '/api/admin/posts') },
  fc.constantFrom('*', '//evil.example/x', 'http://evil.example/', '/%00', '/a b', '/\u0000'),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((path) => `/${path}`),
  odd,
);
const version = fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTPS/1.1', '', 'HTTP/1.1 x');
const host = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('127.0.0.1', 'localhost:4321', 'www.example.com') },
  fc.constantFrom('a b', 'x/y', 'user@host', '[::1', 'host:99999999', 'h\u0000st', ''),
  odd,
);
const header = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      'Content-Type',
      'Origin',
      'X-Forwarded-For',
      'X-Forwarded-Host',
      'Cookie',
      'Expect',
      'Bad Name',
      'X\u0000',
      '',
    ),
    odd,
  ),
  fc.oneof(fc.constantFrom('application/json', 'http://127.0.0.1', '100-continue'), odd),
);
/** A request line, Host and header block as no HTTP client sends them, with a body of its stated length. */
export const malformedRequest = fc.record({
  method,
  target,
  version,
  host: fc.option(host, { nil: undefined }),
  headers: fc.array(header, { maxLength: 4 }),
  body: fc.oneof(fc.constant(''), fc.constant('{"name":"Dana"}'), odd),
});

export type MalformedRequest = typeof malformedRequest extends fc.Arbitrary<infer T> ? T : never;

/** The request's bytes: its lines as given, then a correct Content-Length and Connection: close. */
export function onTheWire(request: MalformedRequest): Buffer {
  const lines = [`${request.method} ${request.target} ${request.version}`.trimEnd()];
  if (request.host !== undefined) lines.push(`Host: ${request.host}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const body = Buffer.from(request.body, 'latin1');
  lines.push(`Content-Length: ${body.byteLength}`, 'Connection: close');
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}
