/**
 * The one answer to "who is this client?" for per-client limits (the contact form's rate limit and the
 * login throttle). The Node server resolves it from the socket and the proxies TRUST_PROXY names, and
 * hands it over in `locals`; elsewhere (astro dev, Netlify) the adapter's address is used.
 */
import type { APIContext } from 'astro';

/** The key requests without a known address share, so limits still apply to them. */
export const UNKNOWN_CLIENT = 'unknown';

export type ClientContext = Pick<APIContext, 'clientAddress'> & {
  locals?: Partial<Pick<APIContext['locals'], 'clientAddress'>>;
};

export function clientAddressOf(context: ClientContext): string {
  const resolved = context.locals?.clientAddress;
  if (resolved) return resolved;
  try {
    return context.clientAddress || UNKNOWN_CLIENT;
  } catch {
    // Astro throws when the adapter cannot tell the address; one shared bucket still limits.
    return UNKNOWN_CLIENT;
  }
}
