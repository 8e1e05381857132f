/**
 * Images an import downloads from the old site when the uploads ZIP lacks them (off unless the
 * admin asks: docs/moving-in-and-out.md). The server fetches only from the WordPress site's own host
 * (or, for a WordPress.com blog, its `name.files.wordpress.com`),
 * over http(s), from a public address: the name is resolved once, every address it resolves to is
 * checked (no loopback, private, link-local or reserved network: the server's own neighbors are
 * not reachable through an import), and the request goes to the address that was checked. No
 * redirect is followed; at most 5 MB is read, within 15 seconds.
 */
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { MAX_IMAGE_BYTES } from '#lib/media/rules.ts';

const TIMEOUT_MS = 15_000;

const V4_BLOCKED: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast and reserved
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** Whether an IP address is on the public internet (not this machine's or its network's). */
export function isPublicAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const value = v4Number(ip);
    return !V4_BLOCKED.some(
      ([base, bits]) =>
        Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
    );
  }
  if (isIP(ip) !== 6) return false;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped) return isPublicAddress(mapped);
  if (lower === '::' || lower === '::1') return false;
  // Unique local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8).
  return !/^(f[cd]|fe[89ab]|ff)/.test(lower);
}

/**
 * Why an image's address may not be fetched for an import of `siteUrl`, or null. `uploadHosts`: the
 * other hosts the site's own uploads are on (WordPress.com's `name.files.wordpress.com`).
 */
export function remoteImageProblem(
  address: string,
  siteUrl: string,
  uploadHosts: ReadonlySet<string> = new Set(),
): string | null {
  if (!URL.canParse(address)) return `${address} is not an address.`;
  const url = new URL(address);
  const site = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${address} is not a web address.`;
  if (url.username || url.password) return `${address} carries credentials.`;
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  const itsFiles =
    /\.files\.wordpress\.com$/.test(bare(url.hostname)) && uploadHosts.has(bare(url.hostname));
  if (bare(url.hostname) !== bare(site.hostname) && !itsFiles) {
    return `${address} is not on the WordPress site (${site.hostname}).`;
  }
  return null;
}

export type Download = Buffer | { reason: string };

/**
 * Downloads an image of the old site; the reason when it cannot. `allowPrivate` is for tests that
 * serve the images from this machine.
 */
export async function downloadImage(
  address: string,
  { allowPrivate = false }: { allowPrivate?: boolean } = {},
): Promise<Download> {
  const url = new URL(address);
  let checked: { address: string; family: number };
  try {
    const addresses = await lookup(url.hostname, { all: true });
    const refused = addresses.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
    if (refused) return { reason: `${url.hostname} is on a private address (${refused.address}).` };
    checked = addresses[0]!;
  } catch {
    return { reason: `${url.hostname} could not be found.` };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Download>((resolve) => {
    const request = client.get(
      url,
      {
        timeout: TIMEOUT_MS,
        // The request goes to the address just checked, whatever the name resolves to now.
        lookup: (_host, _options, callback) => callback(null, checked.address, checked.family),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve({ reason: `${address} answered ${response.statusCode}.` });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_IMAGE_BYTES) {
            request.destroy();
            resolve({ reason: `${address} is over 5 MB.` });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', () => resolve({ reason: `${address} could not be read.` }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) =>
      resolve({ reason: `${address} could not be fetched (${error.message}).` }),
    );
  });
}
