/**
 * The floor of an authenticated card read: what `GET /api/flashcards/:deckId` must do and nothing else, on
 * plain `node:http` in the same process and through the same `pg` pool as the real route: unsign the session cookie,
 * read the session row and the owned deck's cards with two prepared statements, serialise the same JSON. No
 * middleware, no CSRF, no compression, no security headers: a limit to measure against, never a route to serve.
 *
 * With `redis`, the same floor reads the session from Redis (`GET <prefix><sid>`, the JSON express-session would store)
 * instead of the sessions table: the two floors differ only by the session store, so their ratio is what moving
 * sessions to Redis could gain on this read at best (docs/performance.md, The card read against its floor).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { unsign } from 'cookie-signature';

export interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}

const SESSION_SQL = 'select sess from sessions where sid = $1 and expired > $2';
// The same statement the real repository builds (listOwnedCards): ownership and cards in one left join.
const CARDS_SQL = `select d.id as owned_deck, f.id, f.deck_id, f.frente, f.verso, f.ordem, f.proxima_revisao, f.revisoes,
  f.acertos, f.erros, f.nivel, f.ultima_revisao, f.ultimo_acerto, f.ultimo_erro, f.fsrs
  from decks as d left join flashcards as f on f.deck_id = d.id
  where d.id = $1 and d.user_id = $2 order by f.ordem asc, f.id asc`;

export function sessionId(cookieHeader: string | undefined, secret: string): string | null {
  const raw = /(?:^|;\s*)sid=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith('s:')) return null;
  const sid = unsign(value.slice(2), secret);
  return sid === false ? null : sid;
}

export async function withClient<T>(knex: Knex, run: (client: PgClient) => Promise<T>): Promise<T> {
  const client = (await knex.client.acquireConnection()) as PgClient;
  try {
    return await run(client);
  } finally {
    await knex.client.releaseConnection(client);
  }
}

/** The one Redis call the Redis floor makes (the `redis` client's `get`). */
export interface FloorRedis {
  get(key: string): Promise<string | null>;
}

/** The cards of a deck its owner asks for, with the floor's prepared statement (null: no such deck of theirs). */
export async function floorCards(client: PgClient, deckId: number, userId: number): Promise<unknown[] | null> {
  const cards = await client.query({ name: 'floor-cards', text: CARDS_SQL, values: [deckId, userId] });
  if (cards.rows.length === 0) return null;
  return cards.rows.filter((r) => r.id !== null).map(({ owned_deck: _deck, ...card }) => card);
}

export type FloorAnswer = { status: number; body: unknown };

/**
 * The whole floor read (session cookie, session row, owned cards) on one pooled connection. Shared by the plain
 * node:http floor and bench/layers.ts's Express-only layer, so the two differ by the framework alone.
 */
export function floorReader(knex: Knex, sessionSecret: string, sessionsIn?: { redis: FloorRedis; prefix: string }) {
  const readSession = async (client: PgClient, sid: string): Promise<unknown> => {
    if (sessionsIn) {
      const json = await sessionsIn.redis.get(sessionsIn.prefix + sid);
      return json === null ? undefined : JSON.parse(json);
    }
    const session = await client.query({ name: 'floor-session', text: SESSION_SQL, values: [sid, new Date()] });
    return session.rows[0]?.sess;
  };
  return async (cookieHeader: string | undefined, deckId: number): Promise<FloorAnswer> => {
    const sid = sessionId(cookieHeader, sessionSecret);
    if (!sid) return { status: 404, body: { error: 'não encontrado' } };
    return withClient(knex, async (client) => {
      const sess = (await readSession(client, sid)) as { userId?: number } | string | undefined;
      const userId = (typeof sess === 'string' ? (JSON.parse(sess) as { userId?: number }) : sess)?.userId;
      if (!userId) return { status: 401, body: { error: 'Faça login para continuar.' } };
      const cards = await floorCards(client, deckId, userId);
      return cards ? { status: 200, body: cards } : { status: 404, body: { error: 'Deck não encontrado.' } };
    });
  };
}

export async function startFloorServer(
  knex: Knex,
  sessionSecret: string,
  sessionsIn?: { redis: FloorRedis; prefix: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const read = floorReader(knex, sessionSecret, sessionsIn);
  const server = http.createServer((req, res) => {
    const reply = ({ status, body }: FloorAnswer) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
      res.end(json);
    };
    const match = /^\/api\/flashcards\/(\d+)$/.exec(req.url ?? '');
    if (!match) return reply({ status: 404, body: { error: 'não encontrado' } });
    read(req.headers.cookie, Number(match[1])).then(reply, () => reply({ status: 500, body: { error: 'Erro interno.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
