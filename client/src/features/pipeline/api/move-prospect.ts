import { cartaoSchema, type Cartao, type MoverEtapaRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/funil/prospectos/:userId/etapa: a 409 means someone else moved the card first. */
export async function moveProspect(userId: number, body: MoverEtapaRequest): Promise<Cartao> {
  const { data } = await api.post(`/api/funil/prospectos/${userId}/etapa`, body);
  return cartaoSchema.parse(data);
}
