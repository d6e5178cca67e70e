/** Where the e2e server listens; both hosts resolve to loopback in Chromium. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const PUBLIC_BASE = `http://localhost:${E2E_PORT}`;
export const APP_BASE = `http://app.localhost:${E2E_PORT}`;
export const ADMIN_EMAIL = 'admin@e2e.local';
export const ADMIN_PASSWORD = 'admin-e2e-senha';
/** The e2e server's FACEBOOK_APP_SECRET, so specs can sign data deletion requests like Facebook does. */
export const FACEBOOK_APP_SECRET = 'e2e-facebook-app-secret';
/** Where the e2e server's local SMTP server leaves each mail it accepted, one JSON file per mail (support/mail.ts). */
export const E2E_MAIL_DIR = `${process.env.TMPDIR ?? '/tmp'}/e2e-mail-${E2E_PORT}`;
