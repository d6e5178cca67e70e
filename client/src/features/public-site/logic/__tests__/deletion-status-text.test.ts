import { describe, expect, it } from 'vitest';
import { DELETION_STEPS, describeDeletionStatus, formatDateTime } from '../deletion-status-text';

describe('deletion status texts', () => {
  it('when each state is described, then it has its own Portuguese title', () => {
    expect(DELETION_STEPS.map((step) => describeDeletionStatus(step.status).title)).toEqual([
      'Solicitação recebida',
      'Exclusão em andamento',
      'Exclusão concluída',
    ]);
  });

  it('when a timestamp is formatted, then it reads dd/mm/yyyy hh:mm in local time', () => {
    const date = new Date(2025, 4, 9, 8, 5);
    expect(formatDateTime(date.toISOString())).toBe('09/05/2025 08:05');
  });

  it('when the value is not a date, then it is shown as it came', () => {
    expect(formatDateTime('amanhã')).toBe('amanhã');
  });
});
