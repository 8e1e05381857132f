/** What to tell someone whose machine has no Chromium for the end-to-end tests. */

export interface Machine {
  platform: NodeJS.Platform;
  /** The text of /etc/os-release on Linux ('' elsewhere or when missing). */
  osRelease: string;
  isRoot: boolean;
}

/** The commands that install a Chromium the end-to-end tests can use, best first. */
export function chromiumInstallCommands(machine: Machine): string[] {
  if (machine.platform !== 'linux') return ['npx playwright install chromium'];
  const field = (key: string) =>
    new RegExp(`^${key}="?([^"\\n]*)"?$`, 'm').exec(machine.osRelease)?.[1]?.split(/\s+/) ?? [];
  const sudo = machine.isRoot ? '' : 'sudo ';
  const isDebian = field('ID').includes('debian');
  // Playwright's Linux build needs system libraries: --with-deps installs them (asking for sudo itself).
  const playwright = 'npx playwright install --with-deps chromium';
  return isDebian
    ? [`${sudo}apt-get install -y chromium-headless-shell`, playwright]
    : [playwright];
}

/**
 * The commands that install the renderer the screenshot baselines were made with (Debian's
 * chromium-headless-shell, e2e/visual.spec.ts); none where Debian's packages are not to be had.
 */
export function screenshotRendererInstallCommands(machine: Machine): string[] {
  const isDebian = /^ID="?debian"?$/m.test(machine.osRelease);
  if (machine.platform !== 'linux' || !isDebian) return [];
  return [`${machine.isRoot ? '' : 'sudo '}apt-get install -y chromium-headless-shell`];
}
