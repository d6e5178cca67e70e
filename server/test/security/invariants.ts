/**
 * What a refused request must leave behind: a JSON `{ error }` in Portuguese, and a database exactly as it was.
 */
import type { Knex } from 'knex';

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
  'etapas_historico',
  'documentos_prospecto',
  'respostas_rapidas',
  'documentos_modelo',
] as const;

/**
 * Row count, max(id) and an order-independent checksum of every row of each table, in one query. Two equal
 * snapshots mean no row was inserted, updated or deleted in between.
 */
const maxId = (table: string) =>
  table === 'flashcard_audio' || table === 'password_reset_tokens' || table === 'documentos_prospecto'
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

/** The marketing send answers its refusals with `sucesso`/`erro` beside `error` (docs/product.md, Error messages). */
const ANSWERS_WITH_ERRO = '/api/enviar-modelo-marketing';
/** A stale move on the admissions board answers the card as it is now (`atual`) beside `error` (409). */
const ANSWERS_WITH_ATUAL = '/api/funil/prospectos/:userId/etapa';

/** Checks a 4xx answer of the route at `path`: JSON `{ error: string }`, Portuguese, non-empty. */
export function clientErrorProblem(
  res: { status: number; body: unknown; headers: Record<string, string | string[] | undefined> },
  path: string,
): string | undefined {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `content-type ${type || '(none)'} instead of JSON`;
  const body = res.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `body is not an object: ${JSON.stringify(body)}`;
  if (typeof body.error !== 'string' || body.error.trim() === '') return `no error string: ${JSON.stringify(body)}`;
  const keys = Object.keys(body).sort().join(',');
  const allowedKeys =
    path === ANSWERS_WITH_ERRO ? ['error', 'erro,error,sucesso'] : path === ANSWERS_WITH_ATUAL && res.status === 409 ? ['error', 'atual,error'] : ['error'];
  if (!allowedKeys.includes(keys)) return `unexpected keys ${keys}: ${JSON.stringify(body)}`;
  const english = englishIn(body.error);
  if (english) return `English word "${english}" in ${JSON.stringify(body.error)}`;
  return undefined;
}
