/**
 * The lead source's field names and limits without zod: the browser records the first touch in the
 * entry chunk that every page loads, landing included, where a schema library would cost every visitor. Exported as
 * `@app/contracts/lead-source-fields`; the schema that validates the same object lives in lead-source.ts.
 */
export const ORIGEM_LEAD_MAX = {
  utm_source: 120,
  utm_medium: 120,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 200,
  fbclid: 200,
  referrer: 500,
} as const;
export type OrigemLeadCampo = keyof typeof ORIGEM_LEAD_MAX;
export const ORIGEM_LEAD_CAMPOS = Object.keys(ORIGEM_LEAD_MAX) as OrigemLeadCampo[];
export const ORIGEM_UTM_CAMPOS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** What the browser keeps: each field optional; `capturado_em` is when it first saw the visitor (ISO 8601). */
export type OrigemLeadGravada = { [campo in OrigemLeadCampo | 'capturado_em']?: string };
