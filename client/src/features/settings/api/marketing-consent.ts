import { z } from 'zod';
import { api } from '../../../lib/api-client';

const preferencesSchema = z.object({ receber_marketing: z.boolean() });
export type Preferences = z.infer<typeof preferencesSchema>;

/** GET /api/usuario/preferencias */
export async function getPreferences(): Promise<Preferences> {
  const { data } = await api.get('/api/usuario/preferencias');
  return preferencesSchema.parse(data);
}

/** PUT /api/usuario/preferencias: consent to marketing messages on WhatsApp (LGPD). */
export async function setMarketingConsent(receber_marketing: boolean): Promise<Preferences> {
  const { data } = await api.put('/api/usuario/preferencias', { receber_marketing });
  return preferencesSchema.parse(data);
}
