/**
 * The site's HTTP server. Node closes an idle keep-alive connection after 5 seconds (6 with its
 * buffer). A client that sends its next request on the connection at that moment, before it read
 * the close, has the request reset (ECONNRESET): the end-to-end tests met it on a busy machine, and
 * a reverse proxy that keeps its upstream connections longer meets it too. The timeout is longer
 * than Caddy's keep-alive for its upstreams, so the proxy is always the side that closes an idle
 * connection.
 */
import { createServer, type RequestListener, type Server } from 'node:http';

/** Longer than Caddy's keep-alive for its upstreams (its `keepalive` default, 2 minutes). */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;

export function createSiteServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
