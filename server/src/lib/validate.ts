import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import { HttpError, firstZodMessage } from './errors.js';

/**
 * Portuguese for the issues a schema does not word itself (a schema's own message always wins). Without it zod
 * answers in English: a text/plain or multipart body reaches `parse` as undefined ("Invalid input: expected
 * object, received undefined"), a JSON array as an array, a field without a message with "expected string".
 */
z.config({
  customError: (issue) => {
    const field = (issue.path ?? []).filter((p) => typeof p === 'string' || typeof p === 'number').join('.');
    if (field) return `Campo "${field}" inválido.`;
    if (issue.code === 'invalid_type' && issue.expected === 'object') return 'Envie os dados como um objeto JSON.';
    return 'Dados inválidos.';
  },
});

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/** Schemas are a few levels deep; deeper junk is left for the schema to reject (and the walk cannot blow the stack). */
const MAX_CLEAN_DEPTH = 16;

/**
 * Drops NUL (U+0000) from every string of the input and replaces lone UTF-16 surrogates ("\udc00", valid JSON) with
 * U+FFFD: Postgres text can store neither ("invalid byte sequence for encoding UTF8" was a 500 on decks, cards,
 * sign-up, login, WhatsApp forwarding, the pipeline's documents and user edits), and nobody types them.
 */
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const text = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
    return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATE_ALL, '\ufffd') : text;
  }
  if (depth >= MAX_CLEAN_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  // Object.fromEntries defines own keys: a "__proto__" key stays a plain key, it never becomes the prototype.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item, depth + 1)]));
}

/** Parses untrusted input; the first issue's (Portuguese) message becomes a 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(withoutNul(input));
  if (!result.success) throw new HttpError(400, firstZodMessage(result.error));
  return result.data;
}

/** Route ids: positive integers within Postgres `integer`. */
export const idParam = z.coerce
  .number({ message: 'Identificador inválido.' })
  .int('Identificador inválido.')
  .min(1, 'Identificador inválido.')
  .max(2147483647, 'Identificador inválido.');

/** A chat text (a question, a message): NUL dropped and trimmed, then required and at most MESSAGE_MAX_CHARS long. */
export function chatText(messages: { missing: string; tooLong: string }) {
  return z
    .string({ message: messages.missing })
    .transform((v) => v.replaceAll('\u0000', '').trim())
    .pipe(z.string().min(1, messages.missing).max(MESSAGE_MAX_CHARS, messages.tooLong));
}
