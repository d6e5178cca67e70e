import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestClient } from '../support/client.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph.js';
import { postWebhook } from '../support/fake-graph-webhooks.js';
import { GRAPH_ENV } from './helpers.js';

export const APP_SECRET = 'segredo-do-app-meta';
export const VERIFY_TOKEN = 'token-de-verificacao';

/** An app with the inbound webhook configured, its queue running, and a fake Graph API for sends and media. */
export async function startInboundApp(env: Record<string, string> = {}): Promise<{ t: TestApp; graph: FakeGraph }> {
  const graph = await startFakeGraph();
  graph.expectToken(GRAPH_ENV.WHATSAPP_TOKEN);
  const t = await startTestApp({
    env: {
      ...GRAPH_ENV,
      WHATSAPP_API_BASE: graph.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      ...env,
    },
    queue: true,
  });
  return { t, graph };
}

export function post(t: TestApp, payload: Record<string, unknown>) {
  return postWebhook(t.app, payload, APP_SECRET);
}

/** Signs a student up the way the chat widget does, the number typed as "+55 (11) 91234-5678". */
export function registerThroughWidget(client: TestClient, numero: string, person: { username: string; email: string }) {
  return client.post('/api/register', {
    ...person,
    password: 'segredo123',
    whatsapp: `+55 (${numero.slice(2, 4)}) ${numero.slice(4, 9)}-${numero.slice(9)}`,
    role: 'usuario',
  });
}
