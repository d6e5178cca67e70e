import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Dashboard } from '../../api/get-dashboard';

vi.mock('../../api/get-dashboard', () => ({ getDashboard: vi.fn() }));
vi.mock('../../../../lib/get-whatsapp-status', () => ({ getWhatsappStatus: vi.fn() }));

const { getDashboard } = await import('../../api/get-dashboard');
const { getWhatsappStatus } = await import('../../../../lib/get-whatsapp-status');
const { default: DashboardPage } = await import('../dashboard-page');

const empty = { total: 0, porDia: [] };
const dashboard: Dashboard = {
  prospectosPorStatus: [{ status: 'Aberto', total: 1 }],
  cadastros7Dias: empty,
  mensagens7Dias: empty,
  aguardandoHumano: { total: 0, maisAntigos: [] },
  filaWhatsapp: { aguardando: 3, falhou: 0 },
  geradoEm: '2025-03-07T12:00:00.000Z',
};

beforeEach(() => {
  vi.mocked(getDashboard).mockResolvedValue(dashboard);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DashboardPage', () => {
  it('when WhatsApp is not configured, then a banner explains why the queue does not move and what to set', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: false, faltando: ['WHATSAPP_TOKEN'] });
    render(<DashboardPage />, { wrapper: MemoryRouter });
    const banner = await screen.findByRole('region', { name: 'WhatsApp não configurado' });
    expect(banner.textContent).toContain('WHATSAPP_TOKEN');
  });

  it('when WhatsApp is configured, then no banner', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
    render(<DashboardPage />, { wrapper: MemoryRouter });
    await screen.findByRole('heading', { name: 'Fila do WhatsApp' });
    expect(screen.queryByRole('region', { name: 'WhatsApp não configurado' })).toBeNull();
  });
});
