import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/accounts/api/change-password', () => ({ changePassword: vi.fn() }));

const { changePassword } = await import('@/features/accounts/api/change-password');
const { ChangePasswordSection, PASSWORD_CHANGED } = await import('@/features/accounts/components/change-password-section');

cleanupAfterEach();

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

function fill(current: string, next: string, confirmation = next) {
  type('Senha atual', current);
  type('Nova senha', next);
  type('Confirmar nova senha', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('Alterar senha (/painel/config)', () => {
  it('when the current and new passwords are given, then it is saved, the form empties and it says other sessions ended', async () => {
    vi.mocked(changePassword).mockResolvedValue(undefined);
    render(<ChangePasswordSection />);
    fill('senha-antiga', 'senha-nova-1');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(PASSWORD_CHANGED).toMatch(/outros aparelhos/);
    expect(changePassword).toHaveBeenCalledWith({ senhaAtual: 'senha-antiga', novaSenha: 'senha-nova-1' });
    expect((screen.getByLabelText('Senha atual') as HTMLInputElement).value).toBe('');
  });

  it('when the server says the current password is wrong, then its message shows and no success', async () => {
    vi.mocked(changePassword).mockRejectedValue(new ApiError('Senha atual incorreta.', 400, 'Senha atual incorreta.'));
    render(<ChangePasswordSection />);
    fill('senha-errada', 'senha-nova-1');
    expect(await screen.findByText('Senha atual incorreta.')).toBeTruthy();
    expect(screen.queryByText(PASSWORD_CHANGED)).toBeNull();
  });

  it('when the fields break the rules, then each says why and nothing is sent', async () => {
    render(<ChangePasswordSection />);
    fill('', '123', '456');
    expect(await screen.findByText('Informe a senha atual.')).toBeTruthy();
    expect(screen.getByText('Mínimo de 6 caracteres.')).toBeTruthy();
    expect(screen.getByText('As senhas não coincidem.')).toBeTruthy();
    await waitFor(() => expect(changePassword).not.toHaveBeenCalled());
  });
});
