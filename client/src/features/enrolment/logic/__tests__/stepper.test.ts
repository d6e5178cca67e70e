import { describe, expect, it } from 'vitest';
import { STEPS, stepStates } from '@/features/enrolment/logic/stepper';

describe('enrolment stepper', () => {
  it('when the stage is the third, then two steps are done, one current and two ahead', () => {
    expect(stepStates('Pendente de documentação').map((s) => s.estado)).toEqual(['feito', 'feito', 'atual', 'proximo', 'proximo']);
  });
  it('when enrolled, then the last step is current; when lost, then no step is current and Perdido is no step', () => {
    expect(stepStates('Matriculado').at(-1)!.estado).toBe('atual');
    expect(stepStates('Perdido').some((s) => s.estado === 'atual')).toBe(false);
    expect(STEPS).not.toContain('Perdido');
    expect(STEPS).toHaveLength(5);
  });
});
