import { startTestApp, type TestApp } from '../support/test-app.js';
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
