/** The one-time notice that shows the first admin's sign-in details, framed so it stands out in a busy terminal log. */

export interface FirstRunDetails {
  email: string;
  /** The generated password, or undefined when it came from ADMIN_PASSWORD (never echoed). */
  generatedPassword?: string | undefined;
  /** Where to sign in, e.g. http://localhost:4321/admin. */
  adminUrl: string;
}

export function firstRunBanner({ email, generatedPassword, adminUrl }: FirstRunDetails): string {
  const lines = generatedPassword
    ? [
        'First run: created the admin account.',
        '',
        `  Sign in at  ${adminUrl}`,
        `  Email       ${email}`,
        `  Password    ${generatedPassword}`,
        '',
        'The password is shown only this once: store it now.',
        'Set ADMIN_EMAIL and ADMIN_PASSWORD before the first run to choose them.',
      ]
    : [
        'First run: created the admin account from ADMIN_EMAIL / ADMIN_PASSWORD.',
        '',
        `  Sign in at  ${adminUrl}`,
        `  Email       ${email}`,
      ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return [`╔${rule}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${rule}╝`].join(
    '\n',
  );
}

/** The admin page's address on a local server, from its host and port (wildcard hosts become localhost). */
export function localAdminUrl(host: string, port: number): string {
  const shown = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host;
  const bracketed = shown.includes(':') ? `[${shown}]` : shown;
  return `http://${bracketed}:${port}/admin`;
}
