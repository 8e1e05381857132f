/**
 * The TLS-terminating proxy the proxy e2e project (and the benchmark's Lighthouse runs,
 * scripts/lib/tls-proxy.mjs) put in front of the built Node server: Caddy with
 * its internal CA, configured the way the README tells self-hosters to, plus what a test run needs
 * (no admin endpoint, no port 80 redirect listener, no attempt to touch the system trust store).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CADDY_BINARY = process.env.CADDY_BINARY ?? '/usr/bin/caddy';

export interface ProxyLayout {
  /** The port Caddy serves https://localhost:<port> on. */
  publicPort: number;
  /** The port the Node server listens on (127.0.0.1 only). */
  upstreamPort: number;
  /** A throwaway folder for Caddy's certificates and autosaved config. */
  dir: string;
}

export function publicOrigin(layout: Pick<ProxyLayout, 'publicPort'>): string {
  return `https://localhost:${layout.publicPort}`;
}

/** Writes the Caddyfile into `layout.dir` and returns its path. */
export function writeCaddyfile(layout: ProxyLayout): string {
  mkdirSync(layout.dir, { recursive: true });
  const caddyfile = join(layout.dir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
\tadmin off
\tauto_https disable_redirects
\tskip_install_trust
\tstorage file_system ${join(layout.dir, 'data')}
}

${publicOrigin(layout)} {
\ttls internal
\treverse_proxy 127.0.0.1:${layout.upstreamPort}
}
`,
  );
  return caddyfile;
}

/** Caddy's arguments to serve with the Caddyfile at `caddyfile`. */
export const caddyArgs = (caddyfile: string): string[] => [
  'run',
  '--adapter',
  'caddyfile',
  '--config',
  caddyfile,
];

/** Writes the Caddyfile and returns the command that runs Caddy with it. */
export function caddyCommand(layout: ProxyLayout): string {
  const args = caddyArgs(writeCaddyfile(layout)).map((arg) =>
    arg.includes('/') ? `"${arg}"` : arg,
  );
  return [`"${CADDY_BINARY}"`, ...args].join(' ');
}

/** Environment for Caddy so that nothing lands in $HOME. */
export function caddyEnv(layout: ProxyLayout): Record<string, string> {
  return {
    HOME: layout.dir,
    XDG_DATA_HOME: join(layout.dir, 'xdg-data'),
    XDG_CONFIG_HOME: join(layout.dir, 'xdg-config'),
  };
}
