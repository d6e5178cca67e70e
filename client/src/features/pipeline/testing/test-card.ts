import type { Cartao } from '@app/contracts';

/** A board card for tests: prospect `user_id`, in `etapa`, with nothing pending (no owner, follow-up or documents). */
export const testCard = (user_id: number, etapa: Cartao['etapa'] = 'Aberto'): Cartao => ({
  user_id,
  username: `Prospecto ${user_id}`,
  whatsapp: null,
  etapa,
  etapa_desde: '2026-01-01T00:00:00.000Z',
  versao: 0,
  responsavel: null,
  proximo_contato_em: null,
  proximo_contato_nota: null,
  motivo_perda: null,
  aguardando: false,
  documentos: { entregues: 0, total: 6 },
  origem: null,
});
