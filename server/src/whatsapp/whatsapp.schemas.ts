import { z } from 'zod';
import { normalizeWhatsapp } from '@app/contracts';
import { idParam } from '../lib/validate.js';

/** WhatsApp's limit for a text body. */
export const TEXT_MAX = 4096;

export const forwardSchema = z.object({
  numero: z
    .string({ message: 'Número de WhatsApp é obrigatório.' })
    .max(32, 'Número de WhatsApp inválido.')
    .transform((v, ctx) => {
      const normalized = normalizeWhatsapp(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: 'Número de WhatsApp inválido.' });
        return z.NEVER;
      }
      return normalized;
    }),
  mensagem: z
    .string({ message: 'Mensagem é obrigatória.' })
    .trim()
    .min(1, 'Mensagem é obrigatória.')
    .max(TEXT_MAX, `Mensagem longa demais (máximo de ${TEXT_MAX} caracteres).`),
  userId: idParam.optional(),
  mensagemId: z.coerce
    .number({ message: 'Mensagem inválida.' })
    .int('Mensagem inválida.')
    .min(1, 'Mensagem inválida.')
    .max(Number.MAX_SAFE_INTEGER, 'Mensagem inválida.')
    .optional(),
});
export type ForwardInput = z.infer<typeof forwardSchema>;

export const enviosQuerySchema = z.object({ userId: idParam });
