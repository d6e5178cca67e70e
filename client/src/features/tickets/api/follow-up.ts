import { cartaoSchema, prospectoSchema, type AcompanhamentoRequest, type Cartao } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil/prospectos/:userId, reduced to the card: the person's owner and next follow-up. */
export async function getFollowUp(userId: number, signal?: AbortSignal): Promise<Cartao> {
  const { data } = await api.get(`/api/funil/prospectos/${userId}`, { signal });
  return prospectoSchema.parse(data).cartao;
}

/** PUT /api/funil/prospectos/:userId/acompanhamento: the same owner, a new (or no) follow-up. */
export async function saveFollowUp(userId: number, body: AcompanhamentoRequest): Promise<Cartao> {
  const { data } = await api.put(`/api/funil/prospectos/${userId}/acompanhamento`, body);
  return cartaoSchema.parse(data);
}
