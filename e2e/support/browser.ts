/** How tests and benchmarks launch Chromium on these machines: Debian's build when present, Playwright's otherwise. */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumInstallCommands } from './chromium-install.ts';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumExecutable(): string | undefined {
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Undefined when a Chromium is installed; otherwise what is missing and how to install one. */
export function missingChromiumHelp(): string | undefined {
  if (chromiumExecutable()) return undefined;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return undefined;
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const commands = chromiumInstallCommands({
    platform: process.platform,
    osRelease,
    isRoot: process.getuid?.() === 0,
  });
  return [
    `No Chromium for the end-to-end tests: neither ${SYSTEM_CHROMIUM} nor Playwright's browser (${bundled}) is installed. Install one:`,
    ...commands.map((command) => `  ${command}`),
  ].join('\n');
}
