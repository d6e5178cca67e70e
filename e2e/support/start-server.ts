/**
 * Starts the real server (built client, real database) for Playwright: a fresh Postgres database when
 * DATABASE_URL is set, else a fresh PGlite directory. Run by playwright.config.ts's webServer; the server itself is
 * the compiled one (server/dist), as in production.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knexFactory from 'knex';
import { startFakeSmtp } from '../../server/test/support/fake-smtp.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, E2E_MAIL_DIR, PUBLIC_BASE, APP_BASE, FACEBOOK_APP_SECRET } from './env.js';

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  await admin.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const drop = async () => {
    const k = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
    await k.raw(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await k.destroy();
  };
  process.once('exit', () => undefined);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void drop());
}
// Password-reset e-mail goes to a local SMTP server; each accepted mail becomes a file that specs read (support/mail.ts).
// E2E_SMTP=off starts a server as a fresh install is, without e-mail (support/fresh-server.ts).
if (process.env.E2E_SMTP === 'off') delete process.env.SMTP_URL;
else await startMail();

async function startMail() {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let mailCount = 0;
  const smtp = await startFakeSmtp({
    onMail: (mail) => {
      mailCount += 1;
      // Written under a temporary name and renamed, so a test polling the folder never reads half a file.
      const name = `${Date.now()}-${mailCount}.json`;
      const partial = path.join(E2E_MAIL_DIR, `${name}.partial`);
      fs.writeFileSync(partial, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }));
      fs.renameSync(partial, path.join(E2E_MAIL_DIR, name));
    },
  });
  // Its listening socket would keep the process alive after the server's own graceful shutdown.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void smtp.close());
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Medicina no Paraguai <senhas@e2e.local>';
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: PUBLIC_BASE,
  APP_URL: APP_BASE,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  FACEBOOK_APP_SECRET,
  // Every browser and API factory of the suite comes from 127.0.0.1: per-IP limits would trip on the suite itself.
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  // bcrypt at its lowest cost (NODE_ENV=test only): every spec registers and signs in accounts, and at the product's
  // cost each hash or verification takes a quarter of a second of a core the browser needs.
  PASSWORD_HASH_COST: '4',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
if (process.env.E2E_STATS) countBcrypt(`${process.env.E2E_STATS}.${E2E_PORT}.json`);
// The suite runs against the build output, as production does (`npm run test:e2e` builds it first).
const compiledServer = path.resolve(import.meta.dirname, '../../server/dist/start.js');
if (!fs.existsSync(compiledServer)) throw new Error('server/dist/start.js não existe: rode `npm run build` antes dos testes e2e.');
await import(pathToFileURL(compiledServer).href);

/**
 * Measuring the suite (docs/testing.md): E2E_STATS=<path> makes the server write to <path>.<port>.json how many bcrypt hashes and
 * verifications it ran (the CPU-heavy part of every registration and login).
 */
function countBcrypt(file: string) {
  const bcrypt = createRequire(import.meta.url)('bcrypt') as Record<string, (...args: unknown[]) => unknown>;
  const counts: Record<string, number> = {};
  for (const name of ['hash', 'compare', 'hashSync', 'compareSync']) {
    const original = bcrypt[name]!;
    bcrypt[name] = (...args: unknown[]) => {
      counts[name] = (counts[name] ?? 0) + 1;
      // Written at once: Playwright may stop the server with SIGKILL.
      fs.writeFileSync(file, JSON.stringify(counts));
      return original(...args);
    };
  }
}
