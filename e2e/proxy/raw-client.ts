/**
 * Requests from a chosen local address (Node's `localAddress`), so one test can be several clients:
 * through Caddy (which reports the address in X-Forwarded-For) or straight to the Node server.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(options: {
  url: string;
  localAddress: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<RawResponse> {
  const url = new URL(options.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        // localhost is pinned to IPv4 so that the IPv4 local address applies.
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        servername: url.hostname === 'localhost' ? 'localhost' : undefined,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        // Caddy's internal CA is not in any trust store; the browser side uses ignoreHTTPSErrors.
        rejectUnauthorized: false,
        agent: false,
        headers: { Host: url.host, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A valid contact message as the island sends it. */
export function contactJson(email: string): string {
  return JSON.stringify({
    name: 'Proxy Test',
    email,
    companySize: '1-10 employees',
    message: 'Sent through the rate-limit test.',
    page: '/contact',
  });
}
