import { describe, expect, it } from 'vitest';
import { pendingSteps, stepState } from '@/features/site-content/logic/setup-checklist';

describe('setup checklist', () => {
  it('when an item is optional, then it never counts as pending work; a required one does until configured', () => {
    const steps = [
      { item: 'contato', configurado: false, opcional: false },
      { item: 'email', configurado: true, opcional: false },
      { item: 'openai', configurado: false, opcional: true },
    ] as const;
    expect(pendingSteps(steps).map((s) => s.item)).toEqual(['contato']);
    expect(steps.map(stepState)).toEqual(['pendente', 'configurado', 'pendente']);
  });
});
