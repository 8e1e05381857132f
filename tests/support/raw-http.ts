/**
 * HTTP/1.1 over a raw socket, for requests no HTTP client would send: malformed request lines,
 * Host headers and header blocks. The server must answer each within `limitMs` and close: send
 * `Connection: close` (half-closing instead would let Node's server drop an answer still on its way).
 */
import { connect } from 'node:net';

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
