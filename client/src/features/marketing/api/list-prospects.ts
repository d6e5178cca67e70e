import { z } from 'zod';
import { prospectSchema, type Prospect } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/prospectos (admin): registered students with a WhatsApp number who accept marketing. */
export async function listProspects(signal?: AbortSignal): Promise<Prospect[]> {
  const { data } = await api.get('/api/prospectos', { signal });
  return z.array(prospectSchema).parse(data);
}
