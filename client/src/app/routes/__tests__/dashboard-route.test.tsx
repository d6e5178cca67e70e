import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NumerosFunil } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { testDashboard } from '@/features/admin/testing/test-dashboard';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/admin/api/get-dashboard', () => ({ getDashboard: vi.fn() }));
vi.mock('@/api/get-whatsapp-status', () => ({ getWhatsappStatus: vi.fn() }));
vi.mock('@/features/pipeline/api/get-numbers', () => ({ getNumbers: vi.fn() }));

const { getDashboard } = await import('@/features/admin/api/get-dashboard');
const { getWhatsappStatus } = await import('@/api/get-whatsapp-status');
const { getNumbers } = await import('@/features/pipeline/api/get-numbers');
const { default: DashboardRoute } = await import('@/app/routes/dashboard-route');

const dashboard = testDashboard({ prospectosPorStatus: [{ status: 'Aberto', total: 3 }], geradoEm: '2026-11-24T12:00:00.000Z' });
const numbers: NumerosFunil = {
  porEtapa: [{ etapa: 'Aberto', total: 3 }],
  motivosPerda: [{ motivo: 'Preço', total: 2 }],
  followUpsVencidos: 1,
  conversaoPorMes: [{ mes: '2026-10', entradas: 4, matriculados: 1 }],
  diasMedianosPorEtapa: [{ etapa: 'Aberto', dias: 2.5 }],
  porOrigem: [{ origem: 'instagram', prospectos: 3, matriculados: 1 }],
};

beforeEach(() => {
  vi.mocked(getDashboard).mockResolvedValue(dashboard);
  vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
  vi.mocked(getNumbers).mockResolvedValue(numbers);
});
cleanupAfterEach();

describe('the admin dashboard route', () => {
  it('when the funnel numbers arrive, then the dashboard shows them open: conversion per month, sources and lost reasons', async () => {
    renderWithQueryClient(
      <MemoryRouter>
        <DashboardRoute />
      </MemoryRouter>,
    );
    const funnel = await screen.findByRole('region', { name: 'Funil de matrículas' });
    expect(await within(funnel).findByText('Conversão por mês de entrada')).toBeTruthy();
    // Open on the dashboard: no fold to click first.
    expect(funnel.querySelector('details')).toBeNull();
    expect(within(funnel).getByRole('rowheader', { name: 'instagram' })).toBeTruthy();
    expect(within(funnel).getByRole('rowheader', { name: 'Preço' })).toBeTruthy();
    expect(within(funnel).getByText(/1 follow-up\(s\) vencido\(s\)/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
