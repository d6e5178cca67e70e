import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/users/api/list-admin-users', () => ({ listAdminUsers: vi.fn() }));
vi.mock('@/features/users/api/reset-links', () => ({
  getResetChannels: vi.fn(),
  createResetLink: vi.fn(),
  sendResetLink: vi.fn(),
}));
vi.mock('@/features/users/api/set-user-active', () => ({ setUserActive: vi.fn() }));
vi.mock('@/features/users/api/update-user', () => ({ updateUser: vi.fn() }));
vi.mock('@/features/users/api/delete-user', () => ({ deleteUser: vi.fn() }));

const { listAdminUsers } = await import('@/features/users/api/list-admin-users');
const { getResetChannels, createResetLink, sendResetLink } = await import('@/features/users/api/reset-links');
const { setUserActive } = await import('@/features/users/api/set-user-active');
const { updateUser } = await import('@/features/users/api/update-user');
const { deleteUser } = await import('@/features/users/api/delete-user');
const { UsersTable } = await import('@/features/users/components/users-table');

const bia: AdminUser = {
  id: 7,
  username: 'Bia Souza',
  email: 'bia@exemplo.com',
  role: 'colaborador',
  whatsapp: '5511987654321',
  ativo: true,
  criado_em: '2025-01-01T10:00:00.000Z',
};
const pageOf = (usuarios: AdminUser[], total = usuarios.length, pagina = 1) => ({ usuarios, total, pagina, por_pagina: 20 });

beforeEach(() => {
  vi.mocked(listAdminUsers).mockResolvedValue(pageOf([bia]));
  vi.mocked(getResetChannels).mockResolvedValue({ email: false, whatsapp: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function openActions() {
  renderWithQueryClient(<UsersTable />);
  const button = await screen.findByRole('button', { name: 'Gerenciar Bia Souza' });
  button.focus();
  fireEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Gerenciar Bia Souza' }) };
}

describe('the user table', () => {
  it('when the admin types a search, then the server is asked for it from the first page once typing pauses', async () => {
    vi.mocked(listAdminUsers).mockResolvedValue(pageOf([bia], 45));
    renderWithQueryClient(<UsersTable />);
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(listAdminUsers).toHaveBeenLastCalledWith({ busca: '', pagina: 2 }, expect.anything()));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou WhatsApp' }), {
      target: { value: 'bia' },
    });
    await waitFor(() => expect(listAdminUsers).toHaveBeenLastCalledWith({ busca: 'bia', pagina: 1 }, expect.anything()));
  });

  it('when an account is deactivated, then its row says so', async () => {
    vi.mocked(listAdminUsers).mockResolvedValue(pageOf([{ ...bia, ativo: false }]));
    renderWithQueryClient(<UsersTable />);
    const row = (await screen.findByText('Bia Souza')).closest('tr')!;
    expect(within(row).getByText('Desativada')).toBeTruthy();
  });
});

describe('the actions dialog', () => {
  it('when Escape is pressed, then the dialog closes and the focus goes back to its button', async () => {
    const { button, dialog } = await openActions();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('when the admin deactivates after confirming, then the server is asked and the dialog says what happened', async () => {
    vi.mocked(setUserActive).mockResolvedValue({ ...bia, ativo: false });
    const { dialog } = await openActions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar conta' }));
    expect(setUserActive).not.toHaveBeenCalled();
    // The confirmation step takes the focus (the button that had it is gone).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Voltar'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar Bia Souza' }));
    expect(await within(dialog).findByText(/Conta desativada/)).toBeTruthy();
    expect(setUserActive).toHaveBeenCalledWith(7, false);
    expect(within(dialog).getByRole('button', { name: 'Reativar conta' })).toBeTruthy();
  });

  it('when the server refuses (the last admin), then its Portuguese message shows in the dialog', async () => {
    const lastAdmin = 'Esta é a única conta de administrador ativa: promova outra pessoa antes.';
    vi.mocked(setUserActive).mockRejectedValue(new ApiError(lastAdmin, 409, lastAdmin));
    const { dialog } = await openActions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar conta' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar Bia Souza' }));
    expect(await within(dialog).findByText(lastAdmin)).toBeTruthy();
  });

  it('when the admin edits the data, then the changed fields go to the server and an empty WhatsApp removes it', async () => {
    vi.mocked(updateUser).mockResolvedValue({ ...bia, username: 'Beatriz Souza', whatsapp: null });
    const { dialog } = await openActions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Editar dados' }));
    fireEvent.input(within(dialog).getByLabelText('Nome'), { target: { value: 'Beatriz Souza' } });
    fireEvent.input(within(dialog).getByLabelText('WhatsApp'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Dados salvos.')).toBeTruthy();
    expect(updateUser).toHaveBeenCalledWith(7, {
      username: 'Beatriz Souza',
      email: 'bia@exemplo.com',
      whatsapp: null,
      role: 'colaborador',
    });
  });

  it('when the admin generates a link, then it shows with a copy button, its expiry and the private hand-over warning', async () => {
    vi.mocked(createResetLink).mockResolvedValue({
      url: 'http://app.localhost/redefinir-senha?token=abc',
      expira_em: '2025-03-07T09:35:00.000Z',
    });
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { dialog } = await openActions();
    expect(within(dialog).queryByRole('button', { name: /Enviar link/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar link de nova senha' }));
    const field = (await within(dialog).findByLabelText('Link para Bia Souza criar uma nova senha')) as HTMLInputElement;
    expect(field.value).toBe('http://app.localhost/redefinir-senha?token=abc');
    expect(within(dialog).getByText(/em particular/)).toBeTruthy();
    expect(within(dialog).getByText(/serve uma única vez/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(await within(dialog).findByText('Link copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://app.localhost/redefinir-senha?token=abc');
  });

  it('when e-mail is configured, then the link can be sent from the dialog', async () => {
    vi.mocked(getResetChannels).mockResolvedValue({ email: true, whatsapp: false });
    vi.mocked(sendResetLink).mockResolvedValue({ canal: 'email' });
    const { dialog } = await openActions();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Enviar link por e-mail' }));
    expect(await within(dialog).findByText(/Link enviado por e-mail/)).toBeTruthy();
    expect(sendResetLink).toHaveBeenCalledWith(7);
  });

  it('when the admin confirms a deletion that names the person, then the account goes and the page says so', async () => {
    vi.mocked(deleteUser).mockResolvedValue(undefined);
    const { dialog } = await openActions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    expect(within(dialog).getByText(/irreversível/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir Bia Souza' })));
    expect(await screen.findByText('A conta de Bia Souza foi excluída.')).toBeTruthy();
    expect(deleteUser).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
