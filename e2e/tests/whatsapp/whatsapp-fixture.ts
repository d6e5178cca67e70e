import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startFakeGraph, type FakeGraph } from '../../../server/test/support/fake-graph.js';
import { postWebhook } from '../../../server/test/support/fake-graph-webhooks.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT } from '../../support/env.js';

export const APP_SECRET = 'e2e-segredo-do-app-meta';
const TOKEN = 'e2e-token-whatsapp';
const REPLY_TEMPLATE = 'nova_resposta_painel';

export interface WhatsappServer {
  /** http://app.localhost:PORT, where the browser goes. */
  appBase: string;
  /** http://127.0.0.1:PORT, where Node (the fake Meta) posts. */
  apiBase: string;
  graph: FakeGraph;
  /** POSTs a delivery signed like Meta does. */
  deliver(payload: Record<string, unknown>): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WhatsApp e2e server exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`WhatsApp e2e server did not start:\n${output()}`);
}

/**
 * A second e2e server with WhatsApp fully configured (the main one stays unconfigured, as other specs expect), one per
 * Playwright worker, pointed at a fake Graph API living in the worker: the spec plays Meta, sending signed webhooks and
 * hosting media.
 */
export const test = base.extend<object, { whatsapp: WhatsappServer }>({
  whatsapp: [
    // Playwright reads a fixture's dependencies from this destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const graph = await startFakeGraph();
      graph.expectToken(TOKEN);
      const port = E2E_PORT + 50 + workerInfo.workerIndex;
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'support/start-server.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          E2E_PORT: String(port),
          WHATSAPP_TOKEN: TOKEN,
          WHATSAPP_PHONE_NUMBER_ID: '1098765432',
          WHATSAPP_API_BASE: graph.url,
          WHATSAPP_APP_SECRET: APP_SECRET,
          WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
          WHATSAPP_REPLY_TEMPLATE: REPLY_TEMPLATE,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (c: Buffer) => (output += c));
      child.stderr!.on('data', (c: Buffer) => (output += c));
      const apiBase = `http://127.0.0.1:${port}`;
      try {
        await waitHealthy(apiBase, child, () => output);
        await use({
          appBase: `http://app.localhost:${port}`,
          apiBase,
          graph,
          deliver: async (payload) => {
            const res = await postWebhook(apiBase, payload, APP_SECRET);
            expect(res.status).toBe(200);
          },
        });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r).once('error', r));
        await graph.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});
export { expect };

/** Logs the admin in on the WhatsApp server and opens the tickets screen. */
export async function openTickets(page: Page, server: WhatsappServer) {
  await page.goto(`${server.appBase}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Painel de ');
  await page.goto(`${server.appBase}/admin/atendimento`);
  await expect(page.getByRole('heading', { name: 'Chamados de Usuários' })).toBeVisible();
}

/** The lead's ticket row, found by the WhatsApp profile name. */
export function ticketNamed(page: Page, name: string) {
  return page.getByRole('button', { name: `Abrir histórico de ${name}` });
}

let counter = 0;
/** A distinct Brazilian number per call (the worker index keeps parallel workers apart). */
export function numero(worker: number): string {
  counter += 1;
  return `55119${String((Date.now() % 1e5) * 100 + worker * 10 + (counter % 10)).padStart(8, '0')}`;
}

