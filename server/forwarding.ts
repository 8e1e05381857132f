/**
 * The Node server's first step on every request: decide, under TRUST_PROXY, what the client and the
 * URL it asked for really are, and leave the request carrying only that. Forwarded headers from an
 * untrusted peer are removed, so nothing further in (Astro included) can be fooled by them; from a
 * trusted proxy they are replaced by the single resolved values.
 */
import type { IncomingMessage } from 'node:http';
import { forwardedView, type TrustProxy } from './trust-proxy.ts';

const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
] as const;

export interface ResolvedRequest {
  /** The client address for per-client limits. */
  clientAddress: string;
  /** The origin the client addressed, e.g. https://www.example.com behind a TLS proxy. */
  origin: string;
}

export function resolveForwarding(req: IncomingMessage, trust: TrustProxy): ResolvedRequest {
  const view = forwardedView(
    { remoteAddress: req.socket.remoteAddress, headers: req.headers },
    trust,
  );
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  if (view.clientAddress) req.headers['x-forwarded-for'] = view.clientAddress;
  if (view.protocol) req.headers['x-forwarded-proto'] = view.protocol;
  if (view.host) req.headers['x-forwarded-host'] = view.host;
  const protocol = view.protocol ?? ('encrypted' in req.socket ? 'https' : 'http');
  const host = view.host ?? req.headers.host ?? 'localhost';
  return { clientAddress: view.clientAddress, origin: `${protocol}://${host}` };
}
