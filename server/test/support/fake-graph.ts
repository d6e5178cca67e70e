import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake Graph API received. */
export interface GraphRequest {
  at: number;
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product?: string;
    to?: string;
    type?: 'text' | 'template';
    text?: { body?: string };
    template?: { name?: string; language?: { code?: string } };
  };
  /** The wamid it answered with, when it answered with success. */
  messageId?: string;
}

export interface PlannedResponse {
  /** Only used for requests of this type (default: any). */
  type?: 'text' | 'template';
  status: number;
  body?: unknown;
}

export function metaError(status: number, code: number, message = 'erro simulado') {
  return { status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } } };
}

/**
 * A local stand-in for the WhatsApp Cloud API (`POST /{version}/{phone-number-id}/messages`): records every
 * request and answers success with a fresh wamid, unless a failure was planned for that recipient.
 */
export async function startFakeGraph() {
  const requests: GraphRequest[] = [];
  const plans = new Map<string, PlannedResponse[]>();
  let counter = 0;
  let delayMs = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => setTimeout(answer, delayMs));
    const answer = () => {
      const body = (() => {
        try {
          return JSON.parse(raw) as GraphRequest['body'];
        } catch {
          return {};
        }
      })();
      const record: GraphRequest = { at: Date.now(), path: req.url ?? '', authorization: req.headers.authorization, body };
      requests.push(record);
      const queue = plans.get(body.to ?? '') ?? [];
      const index = queue.findIndex((p) => !p.type || p.type === body.type);
      const planned = index >= 0 ? queue.splice(index, 1)[0] : undefined;
      res.setHeader('Content-Type', 'application/json');
      if (planned) {
        res.statusCode = planned.status;
        res.end(JSON.stringify(planned.body ?? {}));
        return;
      }
      counter += 1;
      record.messageId = `wamid.FAKE${counter}`;
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: record.messageId }],
        }),
      );
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Use as WHATSAPP_API_BASE. */
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    /** Makes every answer take `ms` (a slow Meta widens the window in which duplicates could race). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** Queues answers for the next requests to `to` (in order); later requests succeed. */
    plan(to: string, ...responses: PlannedResponse[]) {
      plans.set(to, [...(plans.get(to) ?? []), ...responses]);
    },
    to(numero: string) {
      return requests.filter((r) => r.body.to === numero);
    },
    delivered(numero: string) {
      return requests.filter((r) => r.body.to === numero && r.messageId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;
