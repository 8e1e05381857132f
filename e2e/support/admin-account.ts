/** The admin the e2e server creates on first run (playwright.config.ts passes it as ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };
