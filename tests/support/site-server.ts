/**
 * The production request handler (server/site-handler.ts) on a real HTTP server over a throwaway
 * release holding one page, /pricing, with `astro` standing in for Astro's handler.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerConnect, createSiteHandler, loadRelease } from '#server/site-handler.ts';

export async function startSiteServer(astro: Parameters<typeof createSiteHandler>[1]) {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-site-server-'));
  writeFileSync(join(dir, 'pricing.html'), '<!doctype html><title>Pricing</title>');
  const site = createSiteHandler(loadRelease(dir, join(dir, 'missing.json')), astro);
  const server = createServer((req, res) => site.handle(req, res));
  server.on('connect', answerConnect);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
