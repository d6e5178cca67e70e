import { z } from 'zod';
import { idParam } from '../lib/validate.js';

/** Enough for every prospect of a large advisory; the route's body limit is sized for it. */
export const MAX_CONTACTS = 20_000;

/** A contact as GET /api/prospectos hands it out; only the id is trusted, the number is re-read from the account. */
export const contactSchema = z.object(
  {
    id: z.number({ message: 'Contato inválido.' }).int('Contato inválido.').min(1, 'Contato inválido.').max(2147483647, 'Contato inválido.'),
    nome: z.string().max(200, 'Contato inválido.').optional(),
    whatsapp: z.string().max(32, 'Contato inválido.').nullish(),
  },
  { message: 'Contato inválido.' },
);

export const sendMarketingSchema = z.object({
  contatos: z
    .array(contactSchema, { message: 'Informe a lista de contatos.' })
    .min(1, 'Nenhum contato para enviar.')
    .max(MAX_CONTACTS, `No máximo ${MAX_CONTACTS} contatos por envio.`),
  nomeModelo: z.string({ message: 'Escolha um modelo de mensagem.' }).trim().min(1, 'Escolha um modelo de mensagem.').max(120, 'Modelo de mensagem desconhecido.'),
});
export type SendMarketingInput = z.infer<typeof sendMarketingSchema>;

export const campaignIdParam = idParam;
