import { normalizeWhatsapp } from './validation.js';

/** A WhatsApp marketing template the admin may send (SPEC §3: nome is the label, valor the template name). */
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

/** Delivery states of one recipient, as stored in whatsapp_envios. */
export const ENVIO_STATUS = ['na_fila', 'enviado', 'falhou'] as const;
export type EnvioStatusValue = (typeof ENVIO_STATUS)[number];

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
