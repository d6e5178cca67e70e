import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from '@app/contracts';

export const askSchema = z.object({
  message: z
    .string({ message: 'Escreva uma pergunta.' })
    .transform((v) => v.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, 'Escreva uma pergunta.')
        .max(MESSAGE_MAX_CHARS, `Pergunta longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`),
    ),
  // The client's sentence about who is asking; the server uses the stored name instead.
  context: z.string({ message: 'Contexto inválido.' }).max(1000, 'Contexto longo demais.').optional(),
});
export type AskInput = z.infer<typeof askSchema>;
