import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignDetail } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/marketing/api/list-prospects', () => ({ listProspects: vi.fn() }));
vi.mock('@/features/marketing/api/send-marketing', () => ({ sendMarketing: vi.fn() }));
vi.mock('@/features/marketing/api/list-campaigns', async (original) => ({ ...(await original()), listCampaigns: vi.fn() }));
vi.mock('@/features/marketing/api/get-campaign', async (original) => ({ ...(await original()), getCampaign: vi.fn() }));
vi.mock('@/api/get-whatsapp-status', () => ({ getWhatsappStatus: vi.fn() }));

const { listProspects } = await import('@/features/marketing/api/list-prospects');
const { sendMarketing } = await import('@/features/marketing/api/send-marketing');
const { listCampaigns } = await import('@/features/marketing/api/list-campaigns');
const { getCampaign } = await import('@/features/marketing/api/get-campaign');
const { getWhatsappStatus } = await import('@/api/get-whatsapp-status');
const { POLL_MS } = await import('@/features/marketing/hooks/use-campaigns');
const { default: MarketingPage } = await import('@/features/marketing/pages/marketing-page');

const prospects = [
  { id: 1, nome: 'Ana', whatsapp: '5511987654321' },
  // Same number as Ana: one message for both accounts.
  { id: 2, nome: 'Bia', whatsapp: '5511987654321' },
  { id: 3, nome: 'Caio', whatsapp: '595981123456' },
];

const campaign = (counts: Partial<CampaignDetail> = {}): CampaignDetail => ({
  id: 40,
  modelo: 'anuncio_medicina_paraguai',
  criado_em: '2025-03-07T12:00:00.000Z',
  criado_por: 'Admin',
  total: 2,
  na_fila: 2,
  enviado: 0,
  falhou: 0,
  falhas: [],
  ...counts,
});

beforeEach(() => {
  vi.mocked(listProspects).mockResolvedValue(prospects);
  vi.mocked(listCampaigns).mockResolvedValue([]);
  vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function renderLoaded() {
  renderWithQueryClient(<MarketingPage />);
  await screen.findByText(/Será enviado para 2 pessoas/);
}

describe('MarketingPage', () => {
  it('when Enviar para todos is clicked, then nothing is sent yet and a confirmation names the template and how many people', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para todos' }));

    const confirmation = screen.getByRole('region', { name: 'Confirmar envio' });
    expect(confirmation.textContent).toContain('Anúncio principal');
    expect(confirmation.textContent).toContain('anuncio_medicina_paraguai');
    expect(confirmation.textContent).toContain('2 pessoas');
    expect(sendMarketing).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(confirmation).getByRole('button', { name: 'Enviar para 2 pessoas' }));
  });

  it('when the confirmation is cancelled, then nothing is sent and the send button is back', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para todos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Confirmar envio' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar para todos' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar para todos' }));
    fireEvent.keyDown(screen.getByRole('region', { name: 'Confirmar envio' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Confirmar envio' })).toBeNull();
    expect(sendMarketing).not.toHaveBeenCalled();
  });

  it('when confirmed, then one contact per number is sent and the result says enfileiradas, not enviadas', async () => {
    vi.mocked(sendMarketing).mockResolvedValue({ sucesso: true, enfileiradas: 2, ignorados: 0, campanhaId: 40 });
    vi.mocked(getCampaign).mockResolvedValue(campaign());
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para todos' }));
    vi.mocked(listCampaigns).mockResolvedValue([campaign()]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar para 2 pessoas' })));

    expect(vi.mocked(sendMarketing).mock.calls[0]![0].map((c) => c.id)).toEqual([1, 3]);
    expect(vi.mocked(sendMarketing).mock.calls[0]![1]).toBe('anuncio_medicina_paraguai');
    const result = (await screen.findByText(/2 mensagens enfileiradas/)).closest('[role="status"]');
    expect(result).not.toBeNull();
    expect(result!.textContent).not.toMatch(/enviadas com sucesso/);
  });

  it('when messages are queued, then the counters refresh by themselves and show when they were last updated', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listCampaigns).mockResolvedValue([campaign()]);
    vi.mocked(getCampaign).mockResolvedValue(campaign());
    renderWithQueryClient(<MarketingPage />);
    expect(await screen.findByTestId('campanha-na-fila')).toHaveProperty('textContent', '2');
    expect(await screen.findByText(/Atualizado às \d{2}:\d{2}:\d{2}/)).toBeTruthy();

    vi.mocked(listCampaigns).mockResolvedValue([campaign({ na_fila: 0, enviado: 2 })]);
    vi.mocked(getCampaign).mockResolvedValue(campaign({ na_fila: 0, enviado: 2 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS + 50);
    });
    await waitFor(() => expect(screen.getByTestId('campanha-enviadas').textContent).toBe('2'));
    expect(screen.getByTestId('campanha-na-fila').textContent).toBe('0');
    expect(await screen.findByText(/concluída/)).toBeTruthy();
  });

  it('when WhatsApp is not configured, then a banner, the confirmation warns, and a queued campaign says it waits for the configuration', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({
      configurado: false,
      faltando: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    });
    vi.mocked(listCampaigns).mockResolvedValue([campaign()]);
    vi.mocked(getCampaign).mockResolvedValue(campaign());
    await renderLoaded();

    expect(await screen.findByRole('region', { name: 'WhatsApp não configurado' })).toBeTruthy();
    expect(await screen.findByText(/aguardando a configuração do WhatsApp/)).toBeTruthy();
    expect(screen.queryByText(/Modelo aprovado/)).toBeNull();
    expect(screen.getByText(/Modelo do WhatsApp \(precisa ser aprovado pela Meta\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar para todos' }));
    expect(screen.getByRole('region', { name: 'Confirmar envio' }).textContent).toMatch(/ficarão na fila/);
  });
});
