/**
 * POST /api/contact straight on Node's http server, for the production server to call before Astro's
 * router: the same handler and rules (handleContactJson), minus the per-request cost of Astro's
 * pipeline, which dominates under load. Answers exactly like the Astro route.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { handleContactJson, type ContactService } from '#lib/leads/submit.ts';
import { describeFailure } from '#lib/leads/log-safe.ts';

export const CONTACT_API_PATH = '/api/contact';

/** Whether `req` is a POST to the contact endpoint (anything else is left to Astro). */
export function isContactApiRequest(req: IncomingMessage): boolean {
  const path = (req.url ?? '').split('?')[0];
  return path === CONTACT_API_PATH && req.method === 'POST';
}

export async function handleContactNode(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    /** The origin the client addressed (the server passes a trusted proxy's view of it). */
    origin?: string;
    /** The client as resolved through the trusted proxies; the socket peer otherwise. */
    clientAddress?: string;
    service?: ContactService;
  } = {},
): Promise<void> {
  const origin = options.origin ?? `http://${req.headers.host ?? 'localhost'}`;
  const url = new URL(req.url ?? CONTACT_API_PATH, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const request = new Request(url, {
    method: 'POST',
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  let response: Response;
  try {
    response = await handleContactJson(
      { request, url, clientAddress: options.clientAddress ?? req.socket.remoteAddress ?? '' },
      options.service,
    );
  } catch (error) {
    console.error(`[leads] contact request failed: ${describeFailure(error)}`);
    response = Response.json({ error: 'Something went wrong on the server.' }, { status: 500 });
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('Content-Length', body.byteLength);
  res.end(body);
}
