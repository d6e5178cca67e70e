import { prospectoSchema, type Prospecto } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil/prospectos/:userId: card, stage history and checklist. */
export async function getProspect(userId: number, signal?: AbortSignal): Promise<Prospecto> {
  const { data } = await api.get(`/api/funil/prospectos/${userId}`, { signal });
  return prospectoSchema.parse(data);
}
