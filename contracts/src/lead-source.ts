import { z } from 'zod';
import type { OrigemLeadGravada } from './lead-source-fields.js';

/**
 * Lead source: the first-touch attribution the public site keeps in the browser until
 * registration, sent as `origem` with POST /api/register, and the normalised label the board and dashboard use.
 */

export { ORIGEM_LEAD_MAX, ORIGEM_LEAD_CAMPOS, ORIGEM_UTM_CAMPOS, type OrigemLeadCampo } from './lead-source-fields.js';

/** The wire shape (the server validates lengths and the date with its own messages). */
export const origemLeadSchema = z.object({
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_term: z.string().optional(),
  utm_content: z.string().optional(),
  gclid: z.string().optional(),
  fbclid: z.string().optional(),
  referrer: z.string().optional(),
  /** ISO 8601: when the browser first saw this visitor arrive. */
  capturado_em: z.string().optional(),
}) satisfies z.ZodType<OrigemLeadGravada>; // the browser's zod-free shape is this object
export type OrigemLead = z.infer<typeof origemLeadSchema>;

export const ORIGEM_GOOGLE_ADS = 'Google Ads';
export const ORIGEM_META_ADS = 'Facebook/Instagram Ads';
export const ORIGEM_DIRETO = 'Direto';

function hostOf(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** utm_source (lower case), else 'Google Ads' for gclid, 'Facebook/Instagram Ads' for fbclid, else the referrer's host, else 'Direto'. */
export function rotuloOrigem(origem: Pick<OrigemLead, 'utm_source' | 'gclid' | 'fbclid' | 'referrer'> | null | undefined): string {
  const source = origem?.utm_source?.trim().toLowerCase();
  if (source) return source;
  if (origem?.gclid?.trim()) return ORIGEM_GOOGLE_ADS;
  if (origem?.fbclid?.trim()) return ORIGEM_META_ADS;
  const host = origem?.referrer ? hostOf(origem.referrer.trim()) : null;
  return host ?? ORIGEM_DIRETO;
}

/** GET /api/funil/prospectos/:userId carries this (null when the person registered with no attribution). */
export const origemProspectoSchema = origemLeadSchema.extend({ rotulo: z.string() });
export type OrigemProspecto = z.infer<typeof origemProspectoSchema>;
