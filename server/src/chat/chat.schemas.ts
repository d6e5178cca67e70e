import { z } from 'zod';
import { AUTORES, MESSAGE_MAX_CHARS } from '@app/contracts';
import { chatText, idParam } from '../lib/validate.js';

export const saveMessageSchema = z.object({
  userId: idParam,
  autor: z.enum(AUTORES, { message: 'Autor inválido.' }),
  texto: chatText({
    missing: 'Escreva uma mensagem.',
    tooLong: `Mensagem longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`,
  }),
});
export type SaveMessageInput = z.infer<typeof saveMessageSchema>;
