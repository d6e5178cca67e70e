import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env.js';

export interface FreshServer {
  /** http://app.localhost:PORT, the app's host in the browser. */
  appBase: string;
  /** http://localhost:PORT, the public site's host in the browser. */
  publicBase: string;
  stop(): Promise<void>;
}

/**
 * A server of its own with a brand-new database, for specs about a fresh install: the main e2e server's content is
 * changed by other specs running beside them, and it always has e-mail. Without SMTP (E2E_SMTP=off) and without the
 * WhatsApp Cloud API, as an owner's first start is.
 */
export async function startFreshServer(port: number): Promise<FreshServer> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/start-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, E2E_PORT: String(port), E2E_SMTP: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`fresh e2e server exited:\n${output}`);
          return fetch(`http://127.0.0.1:${port}/healthz`).then(
            (res) => res.ok,
            () => false,
          );
        },
        { timeout: 240_000, intervals: [300] },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { appBase: `http://app.localhost:${port}`, publicBase: `http://localhost:${port}`, stop };
}

/** Logs the e2e admin in through the fresh server's login page (its sessions are its own). */
export async function signInAdminOn(page: Page, server: FreshServer) {
  await page.goto(`${server.appBase}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The first login of a new server waits for the admin account its start creates (a bcrypt hash): a slower state.
  await expect(page.getByRole('banner')).toContainText('Painel de ', { timeout: 60_000 });
}
