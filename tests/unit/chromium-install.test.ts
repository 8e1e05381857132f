import { describe, expect, it } from 'vitest';
import { chromiumInstallCommands } from '#e2e-support/chromium-install.ts';

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
