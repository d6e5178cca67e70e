import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { testDashboard } from '@/features/admin/testing/test-dashboard';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/admin/api/get-dashboard', () => ({ getDashboard: vi.fn() }));
vi.mock('@/api/get-whatsapp-status', () => ({ getWhatsappStatus: vi.fn() }));

const { getDashboard } = await import('@/features/admin/api/get-dashboard');
const { getWhatsappStatus } = await import('@/api/get-whatsapp-status');
const { default: DashboardPage } = await import('@/features/admin/pages/dashboard-page');

const dashboard = testDashboard({
  prospectosPorStatus: [{ status: 'Aberto', total: 1 }],
  filaWhatsapp: { aguardando: 3, falhou: 0 },
});

beforeEach(() => {
  vi.mocked(getDashboard).mockResolvedValue(dashboard);
});
cleanupAfterEach();

describe('DashboardPage', () => {
  it('when WhatsApp is not configured, then a banner explains why the queue does not move and what to set', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: false, faltando: ['WHATSAPP_TOKEN'] });
    renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
    const banner = await screen.findByRole('region', { name: 'WhatsApp não configurado' });
    expect(banner.textContent).toContain('WHATSAPP_TOKEN');
  });

  it('when WhatsApp is configured, then no banner', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
    renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
    await screen.findByRole('heading', { name: 'Fila do WhatsApp' });
    expect(screen.queryByRole('region', { name: 'WhatsApp não configurado' })).toBeNull();
  });

  it('when the assistant handed conversations over, then the waiting list says why, and a chat only waiting with the AI off says nothing more', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
    vi.mocked(getDashboard).mockResolvedValue({
      ...dashboard,
      aguardandoHumano: {
        total: 2,
        maisAntigos: [
          { id: 1, username: 'Bruna', ultima_mensagem_em: '2025-03-07T10:00:00.000Z', motivo: 'complaint' },
          { id: 2, username: 'Caio', ultima_mensagem_em: '2025-03-07T11:00:00.000Z', motivo: null },
        ],
      },
    });
    renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
    const list = await screen.findByRole('list', { name: 'Esperando há mais tempo' });
    const [bruna, caio] = Array.from(list.querySelectorAll('li'));
    expect(bruna!.textContent).toContain('aguardando assessor: reclamação');
    expect(caio!.textContent).not.toContain('aguardando assessor');
    expect(screen.getByText('conversas aguardando um assessor')).toBeTruthy();
  });

  it('when the assistant could not answer questions, then they are listed grouped with how many times they were asked', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
    vi.mocked(getDashboard).mockResolvedValue({
      ...dashboard,
      perguntasSemResposta: [
        { pergunta: 'posso levar meu gato?', total: 3, ultima_em: '2025-03-07T10:00:00.000Z' },
        { pergunta: 'tem estacionamento?', total: 1, ultima_em: '2025-03-06T10:00:00.000Z' },
      ],
    });
    renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
    const list = await screen.findByRole('list', { name: 'Perguntas sem resposta, as mais feitas primeiro' });
    const items = Array.from(list.querySelectorAll('li')).map((li) => li.textContent);
    expect(items[0]).toMatch(/posso levar meu gato\?3 vezes · última em/);
    expect(items[1]).toMatch(/tem estacionamento\?1 vez · última em/);
  });
});
