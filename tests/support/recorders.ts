/**
 * Local stand-ins for the hosted services the site calls: an HTTP server that records every request
 * (a build hook, a lead webhook) and can be switched to failing or closed, and an SMTP server that
 * records every message. Both listen on a free loopback port. The HTTP recorder also answers
 * `GET /__recorded` with what it received, so another process (a Playwright spec) can read it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface HttpRecorder {
  url: string;
  requests: RecordedRequest[];
  /** Answers every request with this status (e.g. 503) until set back to 200. */
  respondWith(status: number): void;
  close(): Promise<void>;
}

export const RECORDED_PATH = '/__recorded';

export async function startHttpRecorder(port = 0): Promise<HttpRecorder> {
  const requests: RecordedRequest[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === RECORDED_PATH) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) headers[name] = String(value);
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/hook`,
    requests,
    respondWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RecordedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpRecorder {
  host: string;
  port: number;
  messages: RecordedMail[];
  close(): Promise<void>;
}

/** An SMTP server without TLS or auth. `port` lets a test bring a stopped server back on the same port. */
export async function startSmtpRecorder(port = 0): Promise<SmtpRecorder> {
  const messages: RecordedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
