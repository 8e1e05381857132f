/**
 * Caddy in front of a benchmark's Node server, configured as the README tells self-hosters to (its
 * internal CA, HTTP/2): the shape production has, also on Netlify's CDN. Lighthouse measured over plain
 * HTTP/1.1 charges every parallel request a new connection; over HTTP/2 they share one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:https';
import {
  CADDY_BINARY,
  caddyArgs,
  caddyEnv,
  publicOrigin,
  writeCaddyfile,
} from '#e2e-support/caddy.ts';
import { stopSiteServer } from './site-server.mjs';

export const caddyAvailable = () => existsSync(CADDY_BINARY);

/** @param {string} url @returns {Promise<number>} the status, or 0 when nothing answers yet */
const probe = (url) =>
  new Promise((done) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      done(response.statusCode ?? 0);
    });
    req.on('error', () => done(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });

/**
 * Starts Caddy on https://localhost:publicPort proxying to 127.0.0.1:upstreamPort; resolves once it
 * answers. Stop it with `stopTlsProxy`.
 *
 * @param {{ publicPort: number; upstreamPort: number; dir: string }} layout
 */
export async function startTlsProxy(layout) {
  const child = spawn(CADDY_BINARY, caddyArgs(writeCaddyfile(layout)), {
    env: { ...process.env, ...caddyEnv(layout) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = publicOrigin(layout);
  const deadline = Date.now() + 30_000;
  while ((await probe(`${origin}/`)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopSiteServer(child);
      throw new Error(`Caddy did not come up on ${origin}:\n${output.slice(-2000)}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { child, origin };
}

/** @param {{ child: import('node:child_process').ChildProcess }} proxy */
export const stopTlsProxy = (proxy) => stopSiteServer(proxy.child);
