import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const prospectSchema = z.object({ id: z.number(), nome: z.string(), whatsapp: z.string() });
export type Prospect = z.infer<typeof prospectSchema>;

/** GET /api/prospectos (admin): registered students with a WhatsApp number who accept marketing. */
export async function listProspects(signal?: AbortSignal): Promise<Prospect[]> {
  const { data } = await api.get('/api/prospectos', { signal });
  return z.array(prospectSchema).parse(data);
}
