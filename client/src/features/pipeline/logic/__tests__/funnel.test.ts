import { describe, expect, it } from 'vitest';
import { funnelSteps } from '@/features/pipeline/logic/funnel';

const stages = (totals: number[]) =>
  (['Aberto', 'Em progresso', 'Pendente de documentação', 'Matrícula em progresso', 'Matriculado', 'Perdido'] as const).map((etapa, i) => ({
    etapa,
    total: totals[i]!,
  }));

describe('funnelSteps', () => {
  it('when prospects are spread over the stages, then each step counts those in it or further on, lost ones apart', () => {
    const { steps, perdidos } = funnelSteps(stages([10, 5, 3, 1, 1, 7]));
    expect(steps.map((step) => [step.etapa, step.nela, step.daquiEmDiante, step.doAnterior])).toEqual([
      ['Aberto', 10, 20, null],
      ['Em progresso', 5, 10, 50],
      ['Pendente de documentação', 3, 5, 50],
      ['Matrícula em progresso', 1, 2, 40],
      ['Matriculado', 1, 1, 50],
    ]);
    expect(steps.map((step) => step.largura)).toEqual([100, 50, 25, 10, 5]);
    expect(perdidos).toBe(7);
  });

  it('when there is nobody, then every step is empty and no share is computed', () => {
    const { steps, perdidos } = funnelSteps(stages([0, 0, 0, 0, 0, 0]));
    expect(steps.every((step) => step.daquiEmDiante === 0 && step.largura === 0 && step.doAnterior === null)).toBe(true);
    expect(perdidos).toBe(0);
  });
});
