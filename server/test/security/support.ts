import crypto from 'node:crypto';
import type { Express } from 'express';
import type { Knex } from 'knex';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteEntry {
  method: HttpMethod;
  /** Full path pattern as the router declares it, e.g. `/api/decks/:id`. */
  path: string;
}

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The parts of an Express 5 / router@2 layer this walk reads. */
interface RouterLayer {
  name?: string;
  /** router@2 keeps the path each layer was mounted with (`app.use('/api', …)`) next to its compiled matchers. */
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every route reachable through a router stack, with its full path. Mount prefixes come from `layer.rawPath`
 * (router@2 keeps the string next to its matchers); a nested router mounted with anything but a string path
 * (a RegExp or an array) cannot be expanded faithfully, so it fails loudly instead of being skipped.
 */
export function routesOf(stack: RouterLayer[], prefix = ''): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string')
        throw new Error(`Route with a non-string path under "${prefix}": ${String(layer.route.path)}`);
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (!on || method === '_all') continue;
        routes.push({ method: method.toUpperCase() as HttpMethod, path: `${prefix}${layer.route.path}` });
      }
      continue;
    }
    const nested = layer.handle?.stack;
    if (!Array.isArray(nested)) continue;
    if (typeof layer.rawPath !== 'string') {
      throw new Error(
        `Router "${layer.name}" under "${prefix}" is mounted on ${JSON.stringify(layer.rawPath)}: cannot derive its routes.`,
      );
    }
    routes.push(...routesOf(nested, prefix + (layer.rawPath === '/' ? '' : layer.rawPath)));
  }
  return routes;
}

/** The routes of a whole Express app (its lazily built `app.router`). */
export function appRoutes(app: Express): RouteEntry[] {
  const router = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  return routesOf(router.stack);
}

export function routerRoutes(router: unknown, prefix = ''): RouteEntry[] {
  return routesOf((router as { stack: RouterLayer[] }).stack, prefix);
}

/** Tables whose content a rejected request must leave untouched (sessions change on any request by design). */
export const SNAPSHOT_TABLES = [
  'users',
  'mensagens',
  'decks',
  'flashcards',
  'audio',
  'flashcard_audio',
  'deletion_requests',
  'campanhas_marketing',
  'whatsapp_envios',
  'password_reset_tokens',
] as const;

/**
 * Row count, max(id) and an order-independent checksum of every row of each table, in one query. Two equal
 * snapshots mean no row was inserted, updated or deleted in between.
 */
const maxId = (table: string) =>
  table === 'flashcard_audio' || table === 'password_reset_tokens'
    ? `''`
    : table === 'audio'
      ? `coalesce(max(x.id::text), '')`
      : `coalesce(max(x.id)::text, '')`;

/** The row as text; audio bytes (tens of kB each) enter through their own md5 so a snapshot stays cheap. */
const rowText = (table: string) =>
  table === 'audio' ? `(x.id, x.user_id, x.hash, x.voice, x.mime, md5(x.bytes), x.criado_em)::text` : 'x::text';

export async function snapshot(knex: Knex): Promise<string> {
  const sql = SNAPSHOT_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, ${maxId(table)} as m, ` +
      `md5(coalesce(string_agg(md5(${rowText(table)}), ',' order by md5(${rowText(table)})), '')) as h from ${table} x`,
  ).join(' union all ');
  const result = (await knex.raw(sql)) as { rows: Array<{ t: string; n: number; m: string; h: string }> };
  return result.rows.map((r) => `${r.t}:${r.n}:${r.m}:${r.h}`).join(' ');
}

/**
 * Words that give away an English library message ("Invalid input: expected string", "request entity too
 * large", "Unexpected token"). Whole words only: "inválido" or "erro" do not match.
 */
const ENGLISH = new RegExp(
  '\\b(' +
    [
      'the',
      'is',
      'are',
      'was',
      'were',
      'be',
      'of',
      'expected',
      'received',
      'required',
      'invalid',
      'must',
      'should',
      'cannot',
      'unexpected',
      'input',
      'payload',
      'entity',
      'large',
      'not found',
      'forbidden',
      'unauthorized',
      'bad request',
      'internal',
      'error',
      'failed',
      'missing',
      'unknown',
      'string',
      'number',
      'boolean',
      'object',
      'array',
      'undefined',
      'null',
      'nan',
      'infinity',
      'too',
      'small',
      'big',
      'greater',
      'less',
      'than',
      'at least',
      'at most',
      'characters',
      'position',
    ].join('|') +
    ')\\b',
  'i',
);

/** Portuguese messages we know contain a technical token that is part of the API, not English prose. */
const ALLOWED_TOKENS = /\b(signed_request|userId|mensagemId|CSRF|JSON|CSV|WhatsApp|hello_world)\b/g;

export function englishIn(message: string): string | undefined {
  return ENGLISH.exec(message.replace(ALLOWED_TOKENS, ''))?.[0];
}

/** Checks a 4xx answer: JSON `{ error: string }` (marketing adds `sucesso`/`erro`, SPEC §8), Portuguese, non-empty. */
export function clientErrorProblem(
  res: { status: number; body: unknown; headers: Record<string, string | string[] | undefined> },
  allowErro = false,
): string | undefined {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `content-type ${type || '(none)'} instead of JSON`;
  const body = res.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `body is not an object: ${JSON.stringify(body)}`;
  if (typeof body.error !== 'string' || body.error.trim() === '') return `no error string: ${JSON.stringify(body)}`;
  const keys = Object.keys(body).sort().join(',');
  const allowedKeys = allowErro ? ['error', 'erro,error,sucesso'] : ['error'];
  if (!allowedKeys.includes(keys)) return `unexpected keys ${keys}: ${JSON.stringify(body)}`;
  const english = englishIn(body.error);
  if (english) return `English word "${english}" in ${JSON.stringify(body.error)}`;
  return undefined;
}

export const randomTag = () => crypto.randomBytes(4).toString('hex');

/** A random public IPv4 address for X-Forwarded-For (the fuzz app trusts the loopback proxy). */
export function randomIp(): string {
  const b = crypto.randomBytes(4);
  return `${(b[0]! % 200) + 11}.${b[1]}.${b[2]}.${(b[3]! % 250) + 1}`;
}

/** Owner data inserted straight into the tables (no HTTP), so each matrix cell starts from a known state. */
export async function insertDeck(knex: Knex, userId: number, cards = 2): Promise<{ deckId: number; cardIds: number[] }> {
  const [deck] = await knex('decks')
    .insert({
      user_id: userId,
      materia: 'Biologia',
      assunto: `Citologia ${randomTag()}`,
      autor: 'Prof. Ana',
      grupo: 'Vestibular',
      ano: 2025,
    })
    .returning('id');
  const deckId = Number((deck as { id: number }).id);
  const cardIds: number[] = [];
  for (let i = 0; i < cards; i++) {
    const [card] = await knex('flashcards')
      .insert({ deck_id: deckId, frente: `Pergunta ${i + 1}`, verso: `Resposta ${i + 1}`, ordem: i })
      .returning('id');
    cardIds.push(Number((card as { id: number }).id));
  }
  return { deckId, cardIds };
}

/** A tiny valid WAV (44-byte header + a few silent samples). */
export function tinyWav(): Buffer {
  const samples = 16;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(24_000, 24);
  buffer.writeUInt32LE(48_000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

export async function insertAudio(knex: Knex, userId: number): Promise<string> {
  const [row] = await knex('audio')
    .insert({ user_id: userId, hash: crypto.randomBytes(32).toString('hex'), voice: 'nova', mime: 'audio/wav', bytes: tinyWav() })
    .returning('id');
  return String((row as { id: string }).id);
}

export async function insertMessage(
  knex: Knex,
  userId: number,
  autor = 'user',
  mensagem = 'Olá, tenho uma dúvida.',
): Promise<number> {
  const [row] = await knex('mensagens').insert({ user_id: userId, autor, mensagem }).returning('id');
  return Number((row as { id: number }).id);
}

export async function insertEnvio(knex: Knex, userId: number, numero: string): Promise<number> {
  const [row] = await knex('whatsapp_envios')
    .insert({ user_id: userId, numero, tipo: 'texto', texto: 'Resposta encaminhada.' })
    .returning('id');
  return Number((row as { id: number }).id);
}

export async function insertCampaign(knex: Knex, adminId: number): Promise<number> {
  const [row] = await knex('campanhas_marketing').insert({ modelo: 'hello_world', criado_por: adminId }).returning('id');
  return Number((row as { id: number }).id);
}

export async function insertDeletionRequest(knex: Knex): Promise<string> {
  const code = crypto
    .randomBytes(15)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 20);
  await knex('deletion_requests').insert({
    facebook_id: `fb${randomTag()}`,
    confirmation_code: code,
    status: 'concluida',
    concluido_em: knex.fn.now(),
  });
  return code;
}

/** Facebook's `signed_request`: base64url(HMAC-SHA256(payload)) + '.' + base64url(payload). */
export function signedRequest(secret: string, userId: string): string {
  const payload = Buffer.from(
    JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: userId, issued_at: Math.floor(Date.now() / 1000) }),
  ).toString('base64url');
  const signature = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${signature}.${payload}`;
}
