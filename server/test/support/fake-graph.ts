import crypto from 'node:crypto';
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

/** A file the fake hosts like Meta does: `GET /{version}/{media-id}` → a short-lived URL → the bytes. */
interface HostedMedia {
  bytes: Buffer;
  mime: string;
  /** What `file_size` announces (defaults to the real size; a lying announcement tests the streaming limit). */
  announcedSize?: number;
}

/**
 * A local stand-in for the WhatsApp Cloud API: `POST /{version}/{phone-number-id}/messages` records every request and
 * answers success with a fresh wamid (unless a failure was planned for that recipient); `GET /{version}/{media-id}`
 * answers a download URL that expires after `mediaUrlTtlMs` and needs the bearer token, as Meta's do.
 */
export async function startFakeGraph() {
  const requests: GraphRequest[] = [];
  const plans = new Map<string, PlannedResponse[]>();
  const media = new Map<string, HostedMedia>();
  const mediaUrls = new Map<string, { mediaId: string; expiresAt: number }>();
  const mediaRequests: Array<{ path: string; authorization: string | undefined }> = [];
  let mediaUrlTtlMs = 5 * 60 * 1000;
  let counter = 0;
  let delayMs = 0;
  let base = '';

  /** Media metadata and bytes; anything else is a message send. */
  function serveMedia(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET') return false;
    mediaRequests.push({ path: url.pathname, authorization: req.headers.authorization });
    res.setHeader('Content-Type', 'application/json');
    if (req.headers.authorization !== expectedAuth) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', code: 190 } }));
      return true;
    }
    const download = /^\/__media\/([\w-]+)$/.exec(url.pathname);
    if (download) {
      const grant = mediaUrls.get(download[1]!);
      const hosted = grant && media.get(grant.mediaId);
      if (!grant || !hosted || grant.expiresAt < Date.now()) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'URL expired', code: 100 } }));
        return true;
      }
      res.setHeader('Content-Type', hosted.mime);
      res.end(hosted.bytes);
      return true;
    }
    const mediaId = url.pathname.split('/').pop() ?? '';
    const hosted = media.get(mediaId);
    if (!hosted) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Unsupported get request.', code: 100 } }));
      return true;
    }
    const token = crypto.randomBytes(8).toString('hex');
    mediaUrls.set(token, { mediaId, expiresAt: Date.now() + mediaUrlTtlMs });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        url: `${base}/__media/${token}`,
        mime_type: hosted.mime,
        sha256: crypto.createHash('sha256').update(hosted.bytes).digest('hex'),
        file_size: String(hosted.announcedSize ?? hosted.bytes.length),
        id: mediaId,
      }),
    );
    return true;
  }
  let expectedAuth = 'Bearer token-de-teste';

  const server = http.createServer((req, res) => {
    if (serveMedia(req, res)) return;
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
  base = `http://127.0.0.1:${port}`;

  return {
    /** Use as WHATSAPP_API_BASE. */
    url: `http://127.0.0.1:${port}/v21.0`,
    /** Hosts a file for download and returns its media id (what an inbound media webhook carries). */
    hostMedia(bytes: Buffer, mime: string, options: { announcedSize?: number } = {}): string {
      const id = `${Date.now()}${crypto.randomInt(1e6)}`;
      media.set(id, { bytes, mime, announcedSize: options.announcedSize });
      return id;
    },
    /** How long a download URL stays valid (Meta: about five minutes). */
    setMediaUrlTtl(ms: number) {
      mediaUrlTtlMs = ms;
    },
    /** The token media requests must carry (WHATSAPP_TOKEN of the app under test). */
    expectToken(token: string) {
      expectedAuth = `Bearer ${token}`;
    },
    mediaRequests,
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
