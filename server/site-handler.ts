/**
 * Serves one release of the pre-rendered site (static files, pre-compressed, with each page's CSP)
 * and hands `/api/*` to Astro's on-demand handler. The release can be swapped at run time: requests
 * in flight finish on the old one, new requests see the new one, nothing ever sees a half-written build.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import sirv from 'sirv';
import { FALLBACK_CSP, SECURITY_HEADERS } from '#config/security-headers.ts';
import { notFoundPageFor } from '#config/not-found.ts';
import { SLUG_REDIRECTS_FILE, type RedirectRule } from '#lib/posts/slug-redirects.ts';
import {
  REDIRECTS_FILE,
  redirectTable,
  type RedirectTable,
  type ServedRedirect,
} from '#lib/redirects/match.ts';
import { handleContactNode, isContactApiRequest } from './contact-handler.ts';
import { resolveForwarding } from './forwarding.ts';
import { BAD_REQUEST_MESSAGE, requestTargetProblem } from '#lib/http/request-target.ts';
import { describeFailure, SERVER_ERROR_MESSAGE } from '#lib/http/failure.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
  locals?: App.Locals,
) => void | Promise<void>;

interface HeadersEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

export interface Release {
  /** Folder holding the static client files (`dist/client` or a release copy of it). */
  clientDir: string;
  /** Astro's per-page headers file (`_headers.json`), read once per release. */
  cspByPath: Map<string, string>;
  /** Old addresses of renamed posts → their current ones, answered with 301. */
  redirects: Map<string, string>;
  /** The redirects manager's rules (by hand, CSV, imports), with their status; hits are counted. */
  keptRedirects: RedirectTable;
  serveStatic: Handler;
}

function pagePathFor(urlPath: string): string {
  const path = urlPath.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

function readRedirects(file: string | undefined): Map<string, string> {
  if (!file || !existsSync(file)) return new Map();
  const rules = JSON.parse(readFileSync(file, 'utf8')) as RedirectRule[];
  return new Map(rules.map((rule) => [rule.from, rule.to]));
}

function readKeptRedirects(file: string | undefined): RedirectTable {
  if (!file || !existsSync(file)) return redirectTable([]);
  return redirectTable(JSON.parse(readFileSync(file, 'utf8')) as ServedRedirect[]);
}

/** A build's output folder (`dist/` or a release): its client files, page headers and redirects. */
export const loadReleaseDir = (dir: string): Release =>
  loadRelease(
    join(dir, 'client'),
    join(dir, '_headers.json'),
    join(dir, SLUG_REDIRECTS_FILE),
    join(dir, REDIRECTS_FILE),
  );

/** A hidden file or folder (`/.env`, `/.git/…`; `%2e` spelled out too), but `/.well-known/`. */
const HIDDEN_FILE = /\/(?!\.well-known\/)(\.|%2e)/i;

export function loadRelease(
  clientDir: string,
  headersFile: string,
  redirectsFile?: string,
  keptRedirectsFile?: string,
): Release {
  const cspByPath = new Map<string, string>();
  if (existsSync(headersFile)) {
    const entries = JSON.parse(readFileSync(headersFile, 'utf8')) as HeadersEntry[];
    for (const entry of entries) {
      const csp = entry.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
      if (csp) cspByPath.set(pagePathFor(entry.pathname), csp.value);
    }
  }
  // Files are looked up on each request (`dev`), not listed up front: listing a release of ten
  // thousand posts (some 120,000 files) held the event loop for seconds at every swap. A release's
  // files never change, so both answer the same; hidden files are refused below, as the list did.
  const files = sirv(clientDir, {
    dev: true,
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      }
      // sirv passes the requested path: pages are extensionless (`/pricing`) or `.html`.
      if (!/\.\w+$/.test(pathname) || pathname.endsWith('.html')) {
        res.setHeader(
          'Content-Security-Policy',
          cspByPath.get(pagePathFor(pathname)) ?? FALLBACK_CSP,
        );
      }
    },
  });
  const serveStatic: Handler = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (HIDDEN_FILE.test(path)) {
      if (next) next();
      else {
        res.statusCode = 404;
        res.end();
      }
      return;
    }
    return files(req, res, next);
  };
  return {
    clientDir,
    cspByPath,
    redirects: readRedirects(redirectsFile),
    keptRedirects: readKeptRedirects(keptRedirectsFile),
    serveStatic,
  };
}

/** Every method some route of the site answers (PATCH: a lead's status); anything else (TRACE, CONNECT, …) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const ALLOW = ALLOWED_METHODS.join(', ');
const METHOD_NOT_ALLOWED = 'This method is not allowed here.';

function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? '');
}

function sendMethodNotAllowed(req: IncomingMessage, res: ServerResponse) {
  const api = (req.url ?? '').startsWith('/api/');
  res.statusCode = 405;
  res.setHeader('Allow', ALLOW);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', FALLBACK_CSP);
  res.setHeader(
    'Content-Type',
    api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
  );
  res.end(
    api
      ? JSON.stringify({ error: METHOD_NOT_ALLOWED })
      : `<!doctype html><html lang="en"><title>405 Method Not Allowed</title><p>${METHOD_NOT_ALLOWED} Allowed: ${ALLOW}.</p></html>`,
  );
}

/** A request whose Host or target is malformed (request-target.ts): 400, as JSON under /api/. */
function sendBadRequest(req: IncomingMessage, res: ServerResponse) {
  sendPlainError(req, res, 400, BAD_REQUEST_MESSAGE);
}

/**
 * The answer of last resort, when a handler threw instead of answering: every request gets one. The
 * log names the error's class only; what it says may quote the request.
 */
function sendServerError(res: ServerResponse, error: unknown) {
  console.error(`[server] a request failed: ${describeFailure(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendPlainError(res.req, res, 500, SERVER_ERROR_MESSAGE);
}

/** A short answer of the server's own: JSON under /api/, a minimal HTML page elsewhere. */
function sendPlainError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
) {
  const api = (req.url ?? '').startsWith('/api/');
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', FALLBACK_CSP);
  res.setHeader('Connection', 'close');
  res.setHeader(
    'Content-Type',
    api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
  );
  res.end(
    api
      ? JSON.stringify({ error: message })
      : `<!doctype html><html lang="en"><title>${status} ${STATUS_CODES[status]}</title><p>${message}</p></html>`,
  );
}

/**
 * Node hands CONNECT requests to the server's 'connect' event, and with no listener it drops the
 * socket without a word: answer 405 on the raw socket instead (`server.on('connect', answerConnect)`).
 */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({ error: METHOD_NOT_ALLOWED });
  socket.on('error', () => socket.destroy());
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      `Allow: ${ALLOW}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Pages rendered on request (prerender = false) that a browser may also GET. */
const ON_DEMAND_PAGES = new Set(['/contact/send']);
/** Path prefixes rendered on request: the previews, straight from the database. */
const ON_DEMAND_PREFIXES = ['/admin/preview/', '/preview/'] as const;

const isOnDemand = (pathname: string) =>
  ON_DEMAND_PAGES.has(pathname) || ON_DEMAND_PREFIXES.some((prefix) => pathname.startsWith(prefix));

export interface SiteHandler {
  handle(req: IncomingMessage, res: ServerResponse): void;
  swapRelease(release: Release): void;
  currentRelease(): Release;
}

export function createSiteHandler(
  initial: Release,
  astroHandler: Handler,
  options: {
    trustProxy?: TrustProxy;
    /** Called with a kept redirect's id each time it answers (the server counts hits). */
    onRedirectHit?: (id: string) => void;
  } = {},
): SiteHandler {
  let release = initial;
  const trustProxy = options.trustProxy ?? parseTrustProxy(undefined);

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, active: Release) => {
    // Not `new URL(req.url, base)`: a request target such as `//x` is no valid URL, and the throw
    // would take the whole server down.
    const pathname = (req.url ?? '/').split(/[?#]/)[0] || '/';
    const page = notFoundPageFor(pathname);
    const file = join(active.clientDir, `${page}.html`);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', active.cspByPath.get(page) ?? FALLBACK_CSP);
    res.end(existsSync(file) ? readFileSync(file) : 'Not Found');
  };

  return {
    handle(req, res) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      if (!isAllowedMethod(req.method)) {
        sendMethodNotAllowed(req, res);
        return;
      }
      const active = release;
      const url = req.url ?? '/';
      const client = resolveForwarding(req, trustProxy);
      // The host the client addressed: a trusted proxy's (checked when resolved), else its Host.
      const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
      if (requestTargetProblem(url, String(host))) {
        sendBadRequest(req, res);
        return;
      }
      const locals: App.Locals = { clientAddress: client.clientAddress };
      // No handler is fire-and-forget: a throw, at once or later, still gets an answer.
      const answered = (work: () => void | Promise<void>) => {
        const fail = (error: unknown) => sendServerError(res, error);
        try {
          void Promise.resolve(work()).catch(fail);
        } catch (error) {
          fail(error);
        }
      };
      // Leads are the one endpoint under load: answer it without Astro's per-request pipeline.
      if (isContactApiRequest(req)) {
        res.setHeader('Content-Security-Policy', FALLBACK_CSP);
        answered(() => handleContactNode(req, res, client));
        return;
      }
      if (url.startsWith('/api/')) {
        res.setHeader('Content-Security-Policy', FALLBACK_CSP);
        answered(() => astroHandler(req, res, undefined, locals));
        return;
      }
      const method = req.method ?? 'GET';
      const pathname = url.split('?')[0] ?? '/';
      if ((method !== 'GET' && method !== 'HEAD') || isOnDemand(pathname)) {
        answered(() => astroHandler(req, res, () => sendNotFound(req, res, active), locals));
        return;
      }
      const moved = active.redirects.get(pagePathFor(pathname));
      if (moved) {
        const query = url.slice(pathname.length);
        res.statusCode = 301;
        res.setHeader('Location', `${moved}${query}`);
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        res.end();
        return;
      }
      const kept = active.keptRedirects.match(pathname, url.slice(pathname.length).split('#')[0]!);
      if (kept) {
        options.onRedirectHit?.(kept.rule.id);
        res.statusCode = kept.rule.status;
        res.setHeader('Location', kept.location);
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        res.end();
        return;
      }
      answered(() => active.serveStatic(req, res, () => sendNotFound(req, res, active)));
    },
    swapRelease(next) {
      release = next;
    },
    currentRelease() {
      return release;
    },
  };
}
