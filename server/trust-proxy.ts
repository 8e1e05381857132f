/**
 * TRUST_PROXY: which peers may tell us, through X-Forwarded-For / -Proto / -Host, who the client is and
 * which URL it asked for. Read the way Express reads its `trust proxy` setting:
 *   unset or empty    trust nobody: forwarded headers are ignored, the socket peer is the client
 *   `2`               a hop count: the nearest N addresses (socket peer first) are proxies
 *   `loopback, 10.0.0.0/8, 192.0.2.7`
 *                     named ranges (loopback, linklocal, uniquelocal), addresses and CIDRs
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { HOST_PATTERN } from '#lib/http/request-target.ts';

export type TrustFunction = (address: string, hop: number) => boolean;

export interface TrustProxy {
  /** The setting as configured, for logs. */
  readonly description: string;
  /** Whether the address `hop` steps from the server (0 = the socket peer) is a trusted proxy. */
  readonly trusts: TrustFunction;
}

export class TrustProxyError extends Error {
  constructor(reason: string) {
    super(`TRUST_PROXY is not valid: ${reason}`);
    this.name = 'TrustProxyError';
  }
}

const TRUST_NOBODY: TrustProxy = { description: 'nobody', trusts: () => false };
const MAX_HOPS = 32;

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return TRUST_NOBODY;
  if (value.toLowerCase() === 'true') {
    throw new TrustProxyError(
      '"true" would believe any client that sends X-Forwarded-For; name the proxy addresses ' +
        '(e.g. loopback) or give a hop count.',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new TrustProxyError(`a hop count of ${hops} is above ${MAX_HOPS}.`);
    return { description: `${hops} hop${hops === 1 ? '' : 's'}`, trusts: (_, hop) => hop < hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) {
    throw new TrustProxyError(`"${value}" has an empty entry in its comma-separated list.`);
  }
  try {
    return { description: entries.join(', '), trusts: proxyAddr.compile(entries) };
  } catch (error) {
    // proxy-addr says e.g. "invalid IP address: proxy.local" or "invalid range on address: ...".
    const reason = error instanceof Error ? error.message : String(error);
    throw new TrustProxyError(
      `${reason}. Use loopback, linklocal, uniquelocal, IP addresses or CIDR ranges separated by ` +
        'commas, or a hop count.',
    );
  }
}

/** What a request says about itself, once the untrusted parts are dropped. */
export interface ForwardedView {
  /** The client: the nearest address in the chain that is not a trusted proxy. */
  clientAddress: string;
  /** Set only when the socket peer is a trusted proxy and said so. */
  protocol?: 'http' | 'https';
  host?: string;
}

export interface RequestSource {
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  const first = joined?.split(',')[0]?.trim();
  return first ? first : undefined;
}

export function forwardedView(source: RequestSource, trust: TrustProxy): ForwardedView {
  const remoteAddress = source.remoteAddress ?? '';
  // proxy-addr reads only the socket address and the X-Forwarded-For header.
  const request = {
    socket: { remoteAddress },
    headers: { 'x-forwarded-for': source.headers['x-forwarded-for'] },
  } as unknown as IncomingMessage;
  const view: ForwardedView = {
    clientAddress: remoteAddress === '' ? '' : proxyAddr(request, trust.trusts),
  };
  if (remoteAddress === '' || !trust.trusts(remoteAddress, 0)) return view;
  const protocol = firstValue(source.headers['x-forwarded-proto'])?.toLowerCase();
  if (protocol === 'http' || protocol === 'https') view.protocol = protocol;
  const host = firstValue(source.headers['x-forwarded-host']);
  if (host && HOST_PATTERN.test(host)) view.host = host;
  return view;
}
