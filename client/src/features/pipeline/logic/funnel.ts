import { STATUS_PERDIDO, type NumerosFunil, type StatusAtendimento } from '@app/contracts';

export interface FunnelStep {
  etapa: StatusAtendimento;
  /** Prospects in this stage now. */
  nela: number;
  /** Prospects in this stage or a later one (not lost): how many got at least this far. */
  daquiEmDiante: number;
  /** `daquiEmDiante` as a share of the first step's (the funnel's width), 0–100. */
  largura: number;
  /** Share of the previous step that is here or beyond, rounded; null for the first step or an empty previous one. */
  doAnterior: number | null;
}

/**
 * The stages as a funnel: each step counts the prospects who are in it or further on. Lost prospects stand apart
 * (the stage they left from is not in these numbers), so they are returned beside the steps, not inside them.
 */
export function funnelSteps(porEtapa: NumerosFunil['porEtapa']): { steps: FunnelStep[]; perdidos: number } {
  const active = porEtapa.filter((stage) => stage.etapa !== STATUS_PERDIDO);
  const perdidos = porEtapa.find((stage) => stage.etapa === STATUS_PERDIDO)?.total ?? 0;
  const onwards = active.map((_, i) => active.slice(i).reduce((sum, stage) => sum + stage.total, 0));
  const first = onwards[0] ?? 0;
  const steps = active.map((stage, i) => ({
    etapa: stage.etapa,
    nela: stage.total,
    daquiEmDiante: onwards[i]!,
    largura: first > 0 ? (onwards[i]! / first) * 100 : 0,
    doAnterior: i > 0 && onwards[i - 1]! > 0 ? Math.round((onwards[i]! / onwards[i - 1]!) * 100) : null,
  }));
  return { steps, perdidos };
}
