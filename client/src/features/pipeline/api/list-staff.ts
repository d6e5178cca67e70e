import { equipeSchema, type Pessoa } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil/equipe: who can own a prospect. */
export async function listStaff(signal?: AbortSignal): Promise<Pessoa[]> {
  const { data } = await api.get('/api/funil/equipe', { signal });
  return equipeSchema.parse(data).equipe;
}
