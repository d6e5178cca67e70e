import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { EntregaResposta, StaffReplyResponse, Ticket, TicketsPage } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

type Handler = (payload: never) => void;
const handlers = new Map<string, Set<Handler>>();
const fakeSocket = {
  connected: true,
  on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
  off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
};
function emit(event: string, payload: unknown) {
  for (const handler of handlers.get(event) ?? []) handler(payload as never);
}

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ role: 'colaborador' }) }));
vi.mock('@/features/tickets/api/list-tickets', () => ({ listTickets: vi.fn() }));
vi.mock('@/features/tickets/api/update-status', () => ({ updateStatusIa: vi.fn(), updateStatusAtendimento: vi.fn() }));
vi.mock('@/api/get-history', () => ({ getHistory: vi.fn() }));
vi.mock('@/features/tickets/api/list-envios', () => ({ listEnvios: vi.fn() }));
vi.mock('@/features/tickets/api/reply-to-conversation', () => ({ replyToConversation: vi.fn() }));
vi.mock('@/features/tickets/api/conversation-actions', () => ({ handBack: vi.fn(), takeOver: vi.fn(), mergeLead: vi.fn() }));
vi.mock('@/api/get-whatsapp-status', () => ({ getWhatsappStatus: vi.fn() }));
vi.mock('@/features/tickets/api/follow-up', () => ({ getFollowUp: vi.fn().mockResolvedValue({ proximo_contato_em: null }), saveFollowUp: vi.fn() }));
vi.mock('@/features/tickets/api/list-quick-replies', () => ({ listQuickReplies: vi.fn().mockResolvedValue([]) }));

const { listTickets } = await import('@/features/tickets/api/list-tickets');
const { updateStatusIa } = await import('@/features/tickets/api/update-status');
const { getHistory } = await import('@/api/get-history');
const { listEnvios } = await import('@/features/tickets/api/list-envios');
const { replyToConversation } = await import('@/features/tickets/api/reply-to-conversation');
const { getWhatsappStatus } = await import('@/api/get-whatsapp-status');
const { default: TicketsPage } = await import('@/features/tickets/pages/tickets-page');

const ana: Ticket = {
  user_id: 7,
  username: 'Ana',
  whatsapp: '5511912345678',
  ultima_mensagem: 'Olá',
  ultima_mensagem_autor: 'user',
  criado_em: '2025-03-07T12:00:00.000Z',
  status_atendimento: 'Aberto',
  status_ia: 'Ligada',
};
/** The server's answer to a colaborador's reply in Ana's conversation. */
const savedReply = (id: number, mensagem: string, criado_em: string, whatsapp: EntregaResposta = 'na_fila', envioId: number | null = 30 + id): StaffReplyResponse => ({
  mensagem: { id, autor: 'colaborador', mensagem, criado_em, autor_nome: 'Bia' },
  whatsapp,
  envioId: whatsapp === 'na_fila' ? envioId : null,
});
const page = (chamados: Ticket[]): TicketsPage => ({ chamados, total: chamados.length, pagina: 1, porPagina: 12, paginas: 1 });

beforeEach(() => {
  handlers.clear();
  // jsdom has no layout: the page only asks whether the panel sits below the table.
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  vi.mocked(listTickets).mockResolvedValue(page([ana]));
  vi.mocked(getHistory).mockResolvedValue([{ id: 1, autor: 'user', mensagem: 'Olá', criado_em: '2025-03-07T12:00:00.000Z', autor_nome: null }]);
  vi.mocked(listEnvios).mockResolvedValue([]);
  vi.mocked(getWhatsappStatus).mockResolvedValue({ configurado: true, faltando: [] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function openAna() {
  renderWithQueryClient(<TicketsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir histórico de Ana' }));
  return screen.findByRole('heading', { name: 'Histórico de Ana' });
}

describe('TicketsPage', () => {
  it('when the page shows, then its texts keep their accents', async () => {
    renderWithQueryClient(<TicketsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chamados de Usuários' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
  });

  it('when Paraguayan and Argentine numbers are listed, then they are shown formatted and linked with digits only', async () => {
    const bruno: Ticket = { ...ana, user_id: 8, username: 'Bruno', whatsapp: '595981123456' };
    const carla: Ticket = { ...ana, user_id: 9, username: 'Carla', whatsapp: '5491123456789' };
    vi.mocked(listTickets).mockResolvedValue(page([ana, bruno, carla]));
    renderWithQueryClient(<TicketsPage />);
    const link = await screen.findByRole('link', { name: '+595 981 123 456' });
    expect(link.getAttribute('href')).toBe('https://wa.me/595981123456');
    expect(screen.getByRole('link', { name: '+54 9 11 2345-6789' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+55 (11) 91234-5678' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir histórico de Bruno' }));
    const panel = (await screen.findByRole('heading', { name: 'Histórico de Bruno' })).closest('section')!;
    expect(within(panel).getByRole('link', { name: '+595 981 123 456' })).toBeTruthy();
  });

  it('when WhatsApp is not configured, then a banner says replies wait in the queue and which variables to set', async () => {
    vi.mocked(getWhatsappStatus).mockResolvedValue({
      configurado: false,
      faltando: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    });
    renderWithQueryClient(<TicketsPage />);
    const banner = await screen.findByRole('region', { name: 'WhatsApp não configurado' });
    expect(banner.textContent).toMatch(/ficam na fila/);
    expect(within(banner).getByText('WHATSAPP_TOKEN')).toBeTruthy();
    expect(within(banner).getByText('WHATSAPP_PHONE_NUMBER_ID')).toBeTruthy();
  });

  it('when WhatsApp is configured, then no banner', async () => {
    renderWithQueryClient(<TicketsPage />);
    await screen.findByRole('switch', { name: 'IA para Ana' });
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'WhatsApp não configurado' })).toBeNull();
  });

  it('when the AI switch is clicked, then the row changes only after the server accepts', async () => {
    let accept: (value: Awaited<ReturnType<typeof updateStatusIa>>) => void = () => undefined;
    vi.mocked(updateStatusIa).mockReturnValue(new Promise((resolve) => (accept = resolve)));
    renderWithQueryClient(<TicketsPage />);
    const toggle = await screen.findByRole('switch', { name: 'IA para Ana' });
    await act(async () => fireEvent.click(toggle));
    expect(updateStatusIa).toHaveBeenCalledWith(7, 'Desligada');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    await act(async () => accept({ user_id: 7, status_ia: 'Desligada', status_atendimento: 'Aberto' }));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toContain('Desligada');
  });

  it('when the server refuses the switch, then the row keeps its value (failure only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(updateStatusIa).mockRejectedValue(new Error('403'));
    renderWithQueryClient(<TicketsPage />);
    const toggle = await screen.findByRole('switch', { name: 'IA para Ana' });
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(log).toHaveBeenCalled();
  });

  it('when chamado-atualizado arrives, then the list reloads', async () => {
    renderWithQueryClient(<TicketsPage />);
    await screen.findByRole('switch', { name: 'IA para Ana' });
    vi.mocked(listTickets).mockResolvedValue(page([{ ...ana, status_atendimento: 'Matriculado' }]));
    await act(async () => {
      emit('chamado-atualizado', { userId: 7 });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect((screen.getByRole('combobox', { name: 'Status de atendimento de Ana' }) as HTMLSelectElement).value).toBe(
      'Matriculado',
    );
    expect(screen.getByRole('row', { name: /Ana/ }).className).toContain('tickets-row--matriculado');
  });

  it('when nova-mensagem arrives for the open user, then it is appended once; for another user, ignored', async () => {
    await openAna();
    const list = screen.getByRole('list', { name: 'Mensagens' });
    await within(list).findByText('Olá');
    await act(async () =>
      emit('nova-mensagem', { userId: 7, autor: 'user', mensagem: 'Tem alguém aí?', criado_em: '2025-03-07T12:01:00.000Z' }),
    );
    await act(async () =>
      emit('nova-mensagem', { userId: 8, autor: 'user', mensagem: 'De outra pessoa', criado_em: '2025-03-07T12:02:00.000Z' }),
    );
    expect(within(list).getByText('Tem alguém aí?')).toBeTruthy();
    expect(within(list).queryByText('De outra pessoa')).toBeNull();
  });

  it('when a reply is typed, then Enter sends it as one action (the server forwards it to WhatsApp); blank and Shift+Enter do not send', async () => {
    vi.mocked(replyToConversation).mockResolvedValue(savedReply(2, 'Oi, Ana!', '2025-03-07T12:05:00.000Z', 'na_fila', 31));
    await openAna();
    const box = screen.getByPlaceholderText('Responder como colaborador…');

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Oi, Ana!' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(replyToConversation).not.toHaveBeenCalled();

    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    // The client never sends the phone number: the server has it.
    expect(replyToConversation).toHaveBeenCalledWith(7, 'Oi, Ana!');
    expect((box as HTMLTextAreaElement).value).toBe('');
    const list = screen.getByRole('list', { name: 'Mensagens' });
    expect(within(list).getByText('Oi, Ana!')).toBeTruthy();
    expect(within(list).getByText('WhatsApp: na fila')).toBeTruthy();
    // Staff replies name who wrote them, once.
    expect(within(list).getByText('Bia')).toBeTruthy();

    // The realtime echo of the same reply does not duplicate it.
    await act(async () =>
      emit('nova-mensagem', { userId: 7, id: 2, autor: 'colaborador', mensagem: 'Oi, Ana!', criado_em: '2025-03-07T12:05:00.000Z', autor_nome: 'Bia' }),
    );
    expect(within(list).getAllByText('Oi, Ana!')).toHaveLength(1);
  });

  it('when the envio list read as the reply was saved answers after the reply, then the reply still shows na fila', async () => {
    vi.mocked(replyToConversation).mockResolvedValue(savedReply(4, 'Já vejo', '2025-03-07T12:06:00.000Z', 'na_fila', 32));
    await openAna();
    let answerEnvios: (envios: Awaited<ReturnType<typeof listEnvios>>) => void = () => undefined;
    vi.mocked(listEnvios).mockReturnValueOnce(new Promise((resolve) => (answerEnvios = resolve)));
    // The reply's chamado-atualizado starts a read of the envios before the reply's answer arrives.
    await act(async () => emit('chamado-atualizado', { userId: 7 }));
    const box = screen.getByPlaceholderText('Responder como colaborador…');
    fireEvent.change(box, { target: { value: 'Já vejo' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    await act(async () => answerEnvios([]));
    const list = screen.getByRole('list', { name: 'Mensagens' });
    expect(within(list).getByText('WhatsApp: na fila')).toBeTruthy();
  });

  it('when the 24-hour window is closed, then the reply stays on the site and the box says how to reach the person', async () => {
    vi.mocked(replyToConversation).mockResolvedValue(savedReply(3, 'Oi', '2025-03-07T12:05:00.000Z', 'janela_fechada'));
    await openAna();
    const box = screen.getByPlaceholderText('Responder como colaborador…');
    fireEvent.change(box, { target: { value: 'Oi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    expect(screen.getByRole('status').textContent).toMatch(/janela de 24 horas do WhatsApp está fechada/);
    expect(within(screen.getByRole('list', { name: 'Mensagens' })).queryByText('WhatsApp: na fila')).toBeNull();
  });
});
