import { z } from 'zod';
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

/** Parses untrusted input; the first issue's (Portuguese) message becomes a 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, firstZodMessage(result.error));
  return result.data;
}

/** Route ids: positive integers within Postgres `integer`. */
export const idParam = z.coerce
  .number({ message: 'Identificador inválido.' })
  .int('Identificador inválido.')
  .min(1, 'Identificador inválido.')
  .max(2147483647, 'Identificador inválido.');
