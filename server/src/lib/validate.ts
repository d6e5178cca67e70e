import { z } from 'zod';
import { HttpError, firstZodMessage } from './errors.js';

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
