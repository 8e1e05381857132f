/**
 * How tests and benchmarks launch Chromium on these machines: Debian's build when present,
 * Playwright's otherwise. Of Debian's builds, the headless shell first: Playwright's own choice for
 * headless runs, the same Blink without the desktop browser around it. Over the site sweep, the
 * visual and the layout specs it took 40 % less CPU than the full browser.
 *
 * The screenshot comparisons (e2e/visual.spec.ts) are pinned to the headless shell: their baselines
 * were made with it, and the full browser places glyphs a subpixel apart (3 to 8 % of a page's
 * pixels differ; no switch of the full browser brings it back). `npm test` stops before anything
 * else when the shell is missing, and says how to install it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  chromiumInstallCommands,
  screenshotRendererInstallCommands,
  type Machine,
} from './chromium-install.ts';

/** The renderer the screenshot baselines were made with: Debian's Chromium headless shell. */
export const SCREENSHOT_CHROMIUM = '/usr/bin/chromium-headless-shell';

export const SYSTEM_CHROMIUMS = [SCREENSHOT_CHROMIUM, '/usr/bin/chromium'];

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

function thisMachine(): Machine {
  return {
    platform: process.platform,
    osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
    isRoot: process.getuid?.() === 0,
  };
}

/**
 * Undefined when the end-to-end tests have their browsers; otherwise what is missing and how to
 * install it: a Chromium for every spec, and the headless shell for the screenshot comparisons.
 */
export function missingChromiumHelp(
  exists: (path: string) => boolean = existsSync,
  machine: Machine = thisMachine(),
): string | undefined {
  const bundled = chromium.executablePath();
  if (!SYSTEM_CHROMIUMS.some(exists) && !(bundled && exists(bundled))) {
    return [
      `No Chromium for the end-to-end tests: none of ${SYSTEM_CHROMIUMS.join(', ')} nor Playwright's browser (${bundled}) is installed. Install one:`,
      ...chromiumInstallCommands(machine).map((command) => `  ${command}`),
    ].join('\n');
  }
  return missingScreenshotRendererHelp(exists, machine);
}

/** Undefined when the screenshot renderer is installed; otherwise why it is needed, and how. */
export function missingScreenshotRendererHelp(
  exists: (path: string) => boolean = existsSync,
  machine: Machine = thisMachine(),
): string | undefined {
  if (exists(SCREENSHOT_CHROMIUM)) return undefined;
  const commands = screenshotRendererInstallCommands(machine);
  return [
    `The screenshot tests (e2e/visual.spec.ts) compare pages with baselines made by Chromium's headless shell, and ${SCREENSHOT_CHROMIUM} is not installed (the full browser renders text a subpixel apart, so its screenshots never match).`,
    ...(commands.length > 0
      ? ['Install it:', ...commands.map((command) => `  ${command}`)]
      : [
          "Debian's chromium-headless-shell package made the baselines: run the tests on Debian 12 (a container will do), as CI does (.ci/run).",
        ]),
  ].join('\n');
}
