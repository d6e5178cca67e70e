import { z } from 'zod';
import { AUTORES, CHAVE_MAX, MESSAGE_MAX_CHARS } from '@app/contracts';
import { chatText, idParam } from '../lib/validate.js';

const messageText = chatText({
  missing: 'Escreva uma mensagem.',
  tooLong: `Mensagem longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`,
});

/** POST /api/chat/salvar. */
export const saveMessageSchema = z.object({
  userId: idParam,
  autor: z.enum(AUTORES, { message: 'Autor inválido.' }),
  texto: messageText,
});

/** POST /api/chatgpt. */
export const askSchema = z.object({
  message: chatText({
    missing: 'Escreva uma pergunta.',
    tooLong: `Pergunta longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`,
  }),
  // The client's sentence about who is asking; the server uses the stored name instead.
  context: z.string({ message: 'Contexto inválido.' }).max(1000, 'Contexto longo demais.').optional(),
});

/** POST /api/conversa/perguntar. */
export const askTurnSchema = z.object({
  texto: chatText({
    missing: 'Escreva uma pergunta.',
    tooLong: `Pergunta longa demais (máximo de ${MESSAGE_MAX_CHARS} caracteres).`,
  }),
  chave: z
    .string({ message: 'Chave da mensagem inválida.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Chave da mensagem inválida.')
    .max(CHAVE_MAX)
    .optional(),
  audio: z.boolean({ message: 'Campo "audio" inválido.' }).optional(),
});

/** POST /api/conversa/{userId}/responder. */
export const staffReplySchema = z.object({ texto: messageText });

/** POST /api/usuario/whatsapp/confirmar. */
export const codeSchema = z.object({
  codigo: z
    .string({ message: 'Digite o código de 6 números.' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Digite o código de 6 números.')),
});

/** POST /api/whatsapp/modelo. */
export const sendTemplateSchema = z.object({
  userId: idParam,
  modelo: z.string({ message: 'Escolha um modelo.' }).trim().min(1, 'Escolha um modelo.').max(512, 'Modelo de mensagem desconhecido.'),
});

/** POST /api/conversa/{userId}/unir. */
export const mergeSchema = z.object({ leadId: idParam });

export { idParam };

/** "Isso respondeu?": true for 👍, false for 👎. */
export const rateAnswerSchema = z.object({ util: z.boolean({ message: 'Diga se a resposta ajudou.' }) });
