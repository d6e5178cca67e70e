import { z } from 'zod';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import { idParam } from '../lib/validate.js';

const ATALHO_MESSAGE = 'Atalho inválido: use de 1 a 30 letras minúsculas, números ou hífens.';

export const newQuickReplyBody = z.object({
  atalho: z
    .string({ message: ATALHO_MESSAGE })
    .trim()
    .transform((value) => value.replace(/^\//, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9-]{1,30}$/, ATALHO_MESSAGE)),
  texto: z
    .string({ message: 'Texto inválido.' })
    .trim()
    .min(1, 'Escreva o texto da resposta.')
    .max(MESSAGE_MAX_CHARS, `A resposta pode ter até ${MESSAGE_MAX_CHARS} caracteres.`),
});
export type NewQuickReplyBody = z.infer<typeof newQuickReplyBody>;

/** `?userId=` fills the variables for that prospect; without it the raw texts (for managing them). */
export const listQuery = z.object({ userId: idParam.optional() });
