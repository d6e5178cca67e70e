import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { STATUS_ATENDIMENTO, type Cartao, type Quadro } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { emulateLayoutInEachTest } from '@/testing/emulate-layout';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

type Handler = (payload: never) => void;
const handlers = new Map<string, Set<Handler>>();
const fakeSocket = {
  connected: true,
  on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
  off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
};

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
vi.mock('@/features/pipeline/api/get-board', () => ({ getBoard: vi.fn() }));
vi.mock('@/features/pipeline/api/move-prospect', () => ({ moveProspect: vi.fn() }));
vi.mock('@/features/pipeline/api/list-quick-replies', () => ({ listQuickReplies: vi.fn().mockResolvedValue([]) }));
vi.mock('@/features/pipeline/api/get-numbers', () => ({
  getNumbers: vi.fn().mockResolvedValue({
    porEtapa: [],
    motivosPerda: [{ motivo: 'Custo', total: 3 }],
    followUpsVencidos: 2,
    conversaoPorMes: [{ mes: '2026-10', entradas: 4, matriculados: 1 }],
    diasMedianosPorEtapa: [{ etapa: 'Aberto', dias: 2.5 }],
    porOrigem: [{ origem: 'instagram', prospectos: 4, matriculados: 1 }],
  }),
}));

const { getBoard } = await import('@/features/pipeline/api/get-board');
const { moveProspect } = await import('@/features/pipeline/api/move-prospect');
const { default: PipelinePage } = await import('@/features/pipeline/pages/pipeline-page');

const ana: Cartao = {
  user_id: 7,
  username: 'Ana',
  whatsapp: '5511912345678',
  etapa: 'Aberto',
  etapa_desde: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  versao: 2,
  responsavel: { id: 3, username: 'Bia' },
  proximo_contato_em: new Date(Date.now() - 3_600_000).toISOString(),
  proximo_contato_nota: null,
  motivo_perda: null,
  aguardando: true,
  documentos: { entregues: 4, total: 6 },
  origem: 'instagram',
};
const boardWith = (...cards: Cartao[]): Quadro => ({
  colunas: STATUS_ATENDIMENTO.map((etapa) => {
    const cartoes = cards.filter((c) => c.etapa === etapa);
    return { etapa, total: cartoes.length, pagina: 1, cartoes };
  }),
  origens: ['instagram', 'Google Ads'],
});
const column = (etapa: string) => screen.getByRole('list', { name: `Prospectos em ${etapa}` });

// A column shows 600 px of 150 px cards (jsdom lays nothing out).
emulateLayoutInEachTest({ '.pipeline-column__scroll': 600, '.pipeline-card': 150 });
beforeEach(() => {
  handlers.clear();
  vi.mocked(getBoard).mockResolvedValue(boardWith(ana));
});
cleanupAfterEach();

describe('admissions board', () => {
  it('when loaded, then a card shows owner, days in stage, an overdue follow-up, the waiting badge and 4/6 documents', async () => {
    renderWithQueryClient(<PipelinePage />);
    await screen.findByTestId('cartao-7');
    const card = within(column('Aberto')).getByTestId('cartao-7');
    expect(card.textContent).toContain('Bia');
    expect(card.textContent).toContain('3 dias nesta etapa');
    expect(card.textContent).toContain('(atrasado)');
    expect(card.textContent).toContain('Aguardando resposta');
    expect(card.textContent).toContain('4/6');
    expect(card.textContent).toContain('Origeminstagram');
    expect((await screen.findByText(/Números do funil — 2 follow-up/)).tagName).toBe('SUMMARY');
    expect(screen.getByRole('table', { name: 'Conversão por mês de entrada' }).textContent).toContain('1 (25%)');
    expect(screen.getByRole('table', { name: 'Dias na etapa (mediana)' }).textContent).toContain('2,5');
    expect(screen.getByRole('table', { name: 'Prospectos e matrículas por origem' }).textContent).toContain('instagram41 (25%)');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      STATUS_ATENDIMENTO.map((e) => `${e} (${e === 'Aberto' ? 1 : 0})`),
    );
  });

  it('when a source is chosen, then the board is asked again for that source only', async () => {
    renderWithQueryClient(<PipelinePage />);
    await screen.findByTestId('cartao-7');
    const select = screen.getByRole('combobox', { name: 'Origem' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as origens', 'instagram', 'Google Ads', 'Sem origem']);
    await act(async () => fireEvent.change(select, { target: { value: 'Google Ads' } }));
    expect(vi.mocked(getBoard).mock.calls.at(-1)?.slice(0, 3)).toEqual(['todos', '', 'Google Ads']);
  });

  it('when a card is moved with its keyboard control, then the move sends the version seen and the card changes column', async () => {
    vi.mocked(moveProspect).mockResolvedValue({ ...ana, etapa: 'Em progresso', versao: 3 });
    renderWithQueryClient(<PipelinePage />);
    const select = await screen.findByRole('combobox', { name: 'Mover Ana para' });
    await act(async () => fireEvent.change(select, { target: { value: 'Em progresso' } }));
    expect(moveProspect).toHaveBeenCalledWith(7, { etapa: 'Em progresso', versao: 2 });
    expect(within(column('Em progresso')).getByTestId('cartao-7')).toBeTruthy();
    expect(within(column('Aberto')).queryByTestId('cartao-7')).toBeNull();
    expect(screen.getByText('Ana movido para Em progresso.').className).toBe('pipeline-status');
  });

  it('when moved to Perdido, then a reason is required before anything is sent', async () => {
    vi.mocked(moveProspect).mockResolvedValue({ ...ana, etapa: 'Perdido', versao: 3, motivo_perda: 'Custo' });
    renderWithQueryClient(<PipelinePage />);
    const select = await screen.findByRole('combobox', { name: 'Mover Ana para' });
    await act(async () => fireEvent.change(select, { target: { value: 'Perdido' } }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar como Perdido' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como Perdido' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escolha o motivo da perda.');
    expect(moveProspect).not.toHaveBeenCalled();
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Motivo da perda'), { target: { value: 'Custo' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como Perdido' })));
    expect(moveProspect).toHaveBeenCalledWith(7, { etapa: 'Perdido', versao: 2, motivo: 'Custo' });
    expect(within(column('Perdido')).getByTestId('cartao-7').textContent).toContain('Custo');
  });

  it('when someone else moved the card first, then the 409 message shows and the card takes the server’s stage', async () => {
    const atual = { ...ana, etapa: 'Matriculado' as const, versao: 3 };
    vi.mocked(moveProspect).mockRejectedValue(
      new ApiError('x', 409, 'Este prospecto acabou de ser alterado por outra pessoa.', { atual, error: 'x' }),
    );
    renderWithQueryClient(<PipelinePage />);
    const select = await screen.findByRole('combobox', { name: 'Mover Ana para' });
    vi.mocked(getBoard).mockResolvedValue(boardWith(atual));
    await act(async () => fireEvent.change(select, { target: { value: 'Em progresso' } }));
    expect(await within(column('Matriculado')).findByTestId('cartao-7')).toBeTruthy();
    expect(screen.getByText('Este prospecto acabou de ser alterado por outra pessoa.')).toBeTruthy();
  });

  it('when loaded, then each card has a keyboard drag handle described by Portuguese instructions', async () => {
    renderWithQueryClient(<PipelinePage />);
    const handle = await screen.findByRole('button', { name: 'Arrastar Ana' });
    expect(handle.getAttribute('aria-roledescription')).toBe('cartão arrastável');
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('Use as setas para a esquerda e para a direita');
  });
});
