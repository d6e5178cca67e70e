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
