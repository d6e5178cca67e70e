import { z } from 'zod';
import { AUTORES, MESSAGE_MAX_CHARS } from '@app/contracts';
import { idParam } from '../lib/validate.js';

export const saveMessageSchema = z.object({
  userId: idParam,
  autor: z.enum(AUTORES, { message: 'Autor inválido.' }),
  texto: z
    .string({ message: 'Escreva uma mensagem.' })
    // Postgres text cannot hold NUL; nobody types it on purpose.
    .transform((v) => v.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, 'Escreva uma mensagem.')
        .max(MESSAGE_MAX_CHARS, `Mensagem longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`),
    ),
});
export type SaveMessageInput = z.infer<typeof saveMessageSchema>;
