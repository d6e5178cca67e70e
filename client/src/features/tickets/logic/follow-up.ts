import type { AcompanhamentoRequest, Cartao } from '@app/contracts';

const DAY_MS = 86_400_000;

/** The follow-up moved `days` later than now (same time of day as now), keeping the owner and the note. */
export function postponed(card: Cartao, days: number, now: Date): AcompanhamentoRequest {
  return {
    responsavelId: card.responsavel?.id ?? null,
    proximoContatoEm: new Date(now.getTime() + days * DAY_MS).toISOString(),
    nota: card.proximo_contato_nota,
  };
}

/** The follow-up cleared, keeping the owner. */
export function cleared(card: Cartao): AcompanhamentoRequest {
  return { responsavelId: card.responsavel?.id ?? null, proximoContatoEm: null, nota: null };
}
