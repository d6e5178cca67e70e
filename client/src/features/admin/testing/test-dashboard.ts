import type { Dashboard } from '@app/contracts';

const NONE = { total: 0, porDia: [] };

/** The admin dashboard for tests: no prospects, activity or waiting people unless `overrides` says otherwise. */
export const testDashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  prospectosPorStatus: [],
  cadastros7Dias: NONE,
  mensagens7Dias: NONE,
  aguardandoHumano: { total: 0, maisAntigos: [] },
  filaWhatsapp: { aguardando: 0, falhou: 0 },
  geradoEm: '2025-03-07T12:00:00.000Z',
  ...overrides,
});
