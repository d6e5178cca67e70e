import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import { chatText } from '../lib/validate.js';

export const askSchema = z.object({
  message: chatText({
    missing: 'Escreva uma pergunta.',
    tooLong: `Pergunta longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`,
  }),
  // The client's sentence about who is asking; the server uses the stored name instead.
  context: z.string({ message: 'Contexto inválido.' }).max(1000, 'Contexto longo demais.').optional(),
});
export type AskInput = z.infer<typeof askSchema>;
