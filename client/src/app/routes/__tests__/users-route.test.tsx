import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/users/api/list-admin-users', () => ({ listAdminUsers: vi.fn() }));
vi.mock('@/features/users/api/get-session-role', () => ({ getSessionRole: vi.fn() }));
vi.mock('@/features/deletion-requests/api/list-deletion-requests', () => ({ listDeletionRequests: vi.fn() }));
vi.mock('@/api/register-account', () => ({ registerAccount: vi.fn() }));

const { listAdminUsers } = await import('@/features/users/api/list-admin-users');
const { getSessionRole } = await import('@/features/users/api/get-session-role');
const { listDeletionRequests } = await import('@/features/deletion-requests/api/list-deletion-requests');
const { default: UsersRoute } = await import('@/app/routes/users-route');

const forbidden = () => new ApiError('Acesso negado.', 403, 'Acesso negado.');

beforeEach(() => {
  vi.mocked(listAdminUsers).mockResolvedValue({
    usuarios: [{ id: 1, username: 'Ana', email: 'ana@exemplo.com', role: 'admin', whatsapp: null, ativo: true, criado_em: '2025-01-01T10:00:00.000Z' }],
    total: 1,
    pagina: 1,
    por_pagina: 20,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('UsersRoute — deletion requests section (docs/product.md, Users page; Role state; Error messages)', () => {
  it('when the role is not known yet, then Verificando permissões...', async () => {
    vi.mocked(getSessionRole).mockReturnValue(new Promise(() => undefined));
    renderWithQueryClient(<UsersRoute />);
    expect(await screen.findByText('Verificando permissões...')).toBeTruthy();
    expect(screen.queryByText('Solicitações de Exclusão (Facebook)')).toBeNull();
  });

  it('when the session says usuario or colaborador, then the restricted message and no call for the list', async () => {
    vi.mocked(getSessionRole).mockResolvedValue('colaborador');
    renderWithQueryClient(<UsersRoute />);
    expect(await screen.findByText('Acesso restrito: apenas administradores podem visualizar as solicitações de exclusão.')).toBeTruthy();
    expect(listDeletionRequests).not.toHaveBeenCalled();
  });

  it('when an admin has requests, then Carregando... and then the table with a short date', async () => {
    vi.mocked(getSessionRole).mockResolvedValue(' Admin ');
    vi.mocked(listDeletionRequests).mockResolvedValue([
      { id: 1, facebook_id: '123456', confirmation_code: 'ABCdef1234567890XYZw', status: 'concluida', recebido_em: '2025-03-07T09:05:00', concluido_em: null },
    ]);
    renderWithQueryClient(<UsersRoute />);
    expect(await screen.findByText('Solicitações de Exclusão (Facebook)')).toBeTruthy();
    expect(await screen.findByText('ABCdef1234567890XYZw')).toBeTruthy();
    expect(screen.getByText('123456')).toBeTruthy();
    expect(screen.getByText('07/03/2025 09:05')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Confirmation Code' })).toBeTruthy();
  });

  it('when the list answers 403 twice and then works, then it was asked three times 500 ms apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.mocked(getSessionRole).mockResolvedValue('admin');
    vi.mocked(listDeletionRequests)
      .mockRejectedValueOnce(forbidden())
      .mockRejectedValueOnce(forbidden())
      .mockResolvedValue([
        { id: 2, facebook_id: '42', confirmation_code: 'CODE0000000000000042', status: 'concluida', recebido_em: '2025-01-01T10:00:00', concluido_em: null },
      ]);
    renderWithQueryClient(<UsersRoute />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(listDeletionRequests).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(listDeletionRequests).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(listDeletionRequests).toHaveBeenCalledTimes(3);
    expect(screen.getByText('CODE0000000000000042')).toBeTruthy();
  });

  it('when 403 persists, then three calls in all and the empty state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getSessionRole).mockResolvedValue('admin');
    vi.mocked(listDeletionRequests).mockRejectedValue(forbidden());
    renderWithQueryClient(<UsersRoute />);
    for (let step = 0; step < 20; step += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    expect(listDeletionRequests).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Nenhuma solicitação encontrada.')).toBeTruthy();
  });
});
