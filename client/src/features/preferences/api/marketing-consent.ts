import { preferencesSchema, type Preferences } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/usuario/preferencias */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  const { data } = await api.get('/api/usuario/preferencias', { signal });
  return preferencesSchema.parse(data);
}

/** PUT /api/usuario/preferencias: consent to marketing messages on WhatsApp (LGPD). */
export async function setMarketingConsent(receber_marketing: boolean): Promise<Preferences> {
  const body: Preferences = { receber_marketing };
  const { data } = await api.put('/api/usuario/preferencias', body);
  return preferencesSchema.parse(data);
}
