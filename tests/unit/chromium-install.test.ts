import { describe, expect, it } from 'vitest';
import {
  chromiumInstallCommands,
  screenshotRendererInstallCommands,
} from '#e2e-support/chromium-install.ts';
import { missingChromiumHelp, SCREENSHOT_CHROMIUM } from '#e2e-support/browser.ts';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

describe('chromiumInstallCommands', () => {
  it.each([
    ['macOS', 'darwin', '', false, ['npx playwright install chromium']],
    ['Windows', 'win32', '', false, ['npx playwright install chromium']],
    [
      'Debian as root',
      'linux',
      DEBIAN,
      true,
      ['apt-get install -y chromium-headless-shell', 'npx playwright install --with-deps chromium'],
    ],
    [
      'Debian as a user',
      'linux',
      DEBIAN,
      false,
      [
        'sudo apt-get install -y chromium-headless-shell',
        'npx playwright install --with-deps chromium',
      ],
    ],
    // Ubuntu's chromium package is a snap outside /usr/bin: Playwright's browser is the one to get.
    ['Ubuntu', 'linux', UBUNTU, false, ['npx playwright install --with-deps chromium']],
    ['Fedora', 'linux', FEDORA, true, ['npx playwright install --with-deps chromium']],
    [
      'Linux without os-release',
      'linux',
      '',
      true,
      ['npx playwright install --with-deps chromium'],
    ],
  ] as const)('%s', (_name, platform, osRelease, isRoot, expected) => {
    expect(chromiumInstallCommands({ platform, osRelease, isRoot })).toEqual(expected);
  });
});

describe('the screenshot renderer', () => {
  const only =
    (...installed: string[]) =>
    (path: string) =>
      installed.includes(path);
  const debianRoot = { platform: 'linux' as const, osRelease: DEBIAN, isRoot: true };

  it('stops npm test at once with the install command on a machine with only the full Chromium', () => {
    const help = missingChromiumHelp(only('/usr/bin/chromium'), debianRoot);
    expect(help).toMatch(
      /^The screenshot tests \(e2e\/visual\.spec\.ts\) compare pages with baselines/,
    );
    expect(help).toContain('\n  apt-get install -y chromium-headless-shell');
  });

  it('asks nothing more once the headless shell is there, with or without the full browser', () => {
    expect(missingChromiumHelp(only(SCREENSHOT_CHROMIUM), debianRoot)).toBeUndefined();
    expect(
      missingChromiumHelp(only(SCREENSHOT_CHROMIUM, '/usr/bin/chromium'), debianRoot),
    ).toBeUndefined();
  });

  it('names a Chromium first when there is none at all', () => {
    expect(missingChromiumHelp(only(), debianRoot)).toMatch(
      /^No Chromium for the end-to-end tests/,
    );
  });

  it.each([
    [
      'Debian as a user',
      { platform: 'linux', osRelease: DEBIAN, isRoot: false },
      ['sudo apt-get install -y chromium-headless-shell'],
    ],
    ['Ubuntu', { platform: 'linux', osRelease: UBUNTU, isRoot: true }, []],
    ['macOS', { platform: 'darwin', osRelease: '', isRoot: false }, []],
  ] as const)('install commands on %s', (_name, machine, expected) => {
    expect(screenshotRendererInstallCommands(machine)).toEqual(expected);
  });
});
