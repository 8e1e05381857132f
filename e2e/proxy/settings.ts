/** Ports and limits the proxy e2e project runs with (playwright.proxy.config.ts), shared with its specs. */
const publicPort = Number(process.env.E2E_PROXY_PORT ?? 4443);

export const PROXY_E2E = {
  /** Caddy serves https://localhost:<publicPort>. */
  publicPort,
  /** The Node server listens on 127.0.0.1:<upstreamPort>, the next port up. */
  upstreamPort: publicPort + 1,
  /** Caddy connects to the server from 127.0.0.1: the only peer whose forwarded headers count. */
  trustProxy: '127.0.0.1',
  /** Contact submissions per client per window, kept low so a test can reach it. */
  contactRateLimit: 3,
} as const;
