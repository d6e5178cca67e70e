import { describe, expect, it } from 'vitest';
import { DELETION_STEPS, describeDeletionStatus } from '@/features/deletion-requests/logic/deletion-status-text';

describe('deletion status texts', () => {
  it('when each state is described, then it has its own Portuguese title', () => {
    expect(DELETION_STEPS.map((step) => describeDeletionStatus(step.status).title)).toEqual([
      'Solicitação recebida',
      'Exclusão em andamento',
      'Exclusão concluída',
    ]);
  });
});
