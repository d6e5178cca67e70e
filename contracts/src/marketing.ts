import { z } from 'zod';
import { normalizeWhatsapp } from './validation.js';

/** A WhatsApp marketing template the admin may send (docs/product.md, Entities: nome is the label, valor the template name). */
export interface MarketingTemplateOption {
  nome: string;
  valor: string;
}

/** Templates approved in Meta's WhatsApp Manager are named after the product; hello_world is Meta's test template. */
export function marketingTemplateOptions(productSlug: string): MarketingTemplateOption[] {
  return [
    { nome: 'Anúncio principal', valor: `anuncio_${productSlug}` },
    { nome: 'Anúncio alternativo', valor: `anuncio_${productSlug}_2` },
    { nome: 'Teste (hello_world)', valor: 'hello_world' },
  ];
}

/**
 * Who a marketing send reaches: one recipient per valid number (two accounts sharing a number get a single
 * message), each with its normalized digits. The page counts these in its confirmation; the server sends to them.
 */
export function marketingRecipients<T extends { whatsapp: string }>(contacts: readonly T[]): T[] {
  const seenNumbers = new Set<string>();
  const recipients: T[] = [];
  for (const contact of contacts) {
    const numero = normalizeWhatsapp(contact.whatsapp);
    if (!numero || seenNumbers.has(numero)) continue;
    seenNumbers.add(numero);
    recipients.push({ ...contact, whatsapp: numero });
  }
  return recipients;
}

/** GET /api/prospectos (admin): registered students with a WhatsApp number who accept marketing. */
export const prospectSchema = z.object({ id: z.number(), nome: z.string(), whatsapp: z.string() });
export type Prospect = z.infer<typeof prospectSchema>;

/** POST /api/enviar-modelo-marketing (admin): only the ids are trusted, numbers are re-read from the accounts. */
export const sendMarketingRequestSchema = z.object({
  contatos: z.array(z.object({ id: z.number(), nome: z.string().optional(), whatsapp: z.string().nullish() })),
  nomeModelo: z.string(),
});
export type SendMarketingRequest = z.infer<typeof sendMarketingRequestSchema>;

/** The send answers 202: how many messages were queued, how many contacts were left out, and the new campaign. */
export const sendMarketingResponseSchema = z.object({
  sucesso: z.literal(true),
  enfileiradas: z.number(),
  ignorados: z.number(),
  campanhaId: z.number(),
});
export type SendMarketingResponse = z.infer<typeof sendMarketingResponseSchema>;

/** GET /api/campanhas-marketing (admin): the newest campaigns with counts per envio state. */
export const campaignSchema = z.object({
  id: z.number(),
  modelo: z.string(),
  /** ISO 8601. */
  criado_em: z.string(),
  criado_por: z.string().nullable(),
  total: z.number(),
  na_fila: z.number(),
  enviado: z.number(),
  falhou: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /api/campanhas-marketing/{id} (admin): the counts plus each failed recipient with its reason. */
export const campaignDetailSchema = campaignSchema.extend({
  falhas: z.array(z.object({ nome: z.string().nullable(), numero: z.string(), erro_codigo: z.number().nullable(), motivo: z.string() })),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
