import { cartaoSchema, type AcompanhamentoRequest, type Cartao } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/funil/prospectos/:userId/acompanhamento: owner and next follow-up (null clears). */
export async function updateFollowUp(userId: number, body: AcompanhamentoRequest): Promise<Cartao> {
  const { data } = await api.put(`/api/funil/prospectos/${userId}/acompanhamento`, body);
  return cartaoSchema.parse(data);
}
