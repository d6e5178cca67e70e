import { cartaoSchema, prospectoSchema, type AcompanhamentoRequest, type Cartao } from '@app/contracts';
import { api } from '@/lib/api-client';

export interface FollowUpState {
  cartao: Cartao;
  /** ISO 8601: the prospect wrote after the pending follow-up was last decided (null: nothing to ask). */
  mensagemAposContatoEm: string | null;
}

/** GET /api/funil/prospectos/:userId, reduced to the card (owner, next follow-up) and whether the prospect wrote since. */
export async function getFollowUp(userId: number, signal?: AbortSignal): Promise<FollowUpState> {
  const { data } = await api.get(`/api/funil/prospectos/${userId}`, { signal });
  const prospecto = prospectoSchema.parse(data);
  return { cartao: prospecto.cartao, mensagemAposContatoEm: prospecto.mensagem_apos_contato_em };
}

/** PUT /api/funil/prospectos/:userId/acompanhamento: the same owner, a new (or no) follow-up. */
export async function saveFollowUp(userId: number, body: AcompanhamentoRequest): Promise<Cartao> {
  const { data } = await api.put(`/api/funil/prospectos/${userId}/acompanhamento`, body);
  return cartaoSchema.parse(data);
}

/** POST /api/funil/prospectos/:userId/acompanhamento/manter: the prospect wrote, the date stays as it is. */
export async function keepFollowUp(userId: number): Promise<Cartao> {
  const { data } = await api.post(`/api/funil/prospectos/${userId}/acompanhamento/manter`, {});
  return cartaoSchema.parse(data);
}
