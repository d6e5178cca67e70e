import { STATUS_ATENDIMENTO, type StatusAtendimento } from '@app/contracts';

/** The student's steps: the five attendance stages (Perdido is no step; the page says so instead). */
export const STEPS: readonly StatusAtendimento[] = STATUS_ATENDIMENTO.filter((etapa) => etapa !== 'Perdido');

export type StepState = 'feito' | 'atual' | 'proximo';

/** Each step done, current or ahead for a stage; a lost prospect has no current step. */
export function stepStates(etapa: StatusAtendimento): Array<{ etapa: StatusAtendimento; estado: StepState }> {
  const at = STEPS.indexOf(etapa);
  return STEPS.map((step, index) => ({
    etapa: step,
    estado: at < 0 ? 'proximo' : index < at ? 'feito' : index === at ? 'atual' : 'proximo',
  }));
}
