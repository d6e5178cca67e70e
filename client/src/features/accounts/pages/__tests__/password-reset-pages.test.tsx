import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/api/request-password-reset', () => ({ requestPasswordReset: vi.fn() }));
vi.mock('@/features/accounts/api/reset-password', () => ({ resetPassword: vi.fn() }));

const { requestPasswordReset } = await import('@/api/request-password-reset');
const { resetPassword } = await import('@/features/accounts/api/reset-password');
const { default: ForgotPasswordPage } = await import('@/features/accounts/pages/forgot-password-page');
const { default: ResetPasswordPage } = await import('@/features/accounts/pages/reset-password-page');
const { RESET_REQUESTED, RESET_REQUESTED_BY_TEAM } = await import('@/features/accounts/logic/password-schemas');

const TOKEN = 'A'.repeat(43);

cleanupAfterEach();

/** Where the page navigated to, and with which state. */
function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/esqueci-senha" element={<ForgotPasswordPage />} />
        <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Esqueci minha senha (/esqueci-senha)', () => {
  it('when an address is sent, then the neutral answer replaces the form, whatever the server knows', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue('automatica');
    renderAt('/esqueci-senha');
    type('E-mail', ' ana@exemplo.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(RESET_REQUESTED)).toBeTruthy();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'ana@exemplo.com' });
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('when the server sends neither e-mail nor WhatsApp, then the answer says the team will send the link', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue('equipe');
    renderAt('/esqueci-senha');
    type('E-mail', 'ana@exemplo.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(RESET_REQUESTED_BY_TEAM)).toBeTruthy();
    expect(screen.queryByText(/por e-mail ou WhatsApp/)).toBeNull();
  });

  it('when the address is not valid, then nothing is sent and the field says why', async () => {
    renderAt('/esqueci-senha');
    type('E-mail', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('E-mail inválido.')).toBeTruthy();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('when the server limits the requests, then its Portuguese message shows and the form stays', async () => {
    const limit = 'Muitos pedidos de nova senha para este e-mail. Tente novamente mais tarde.';
    vi.mocked(requestPasswordReset).mockRejectedValue(new ApiError(limit, 429, limit));
    renderAt('/esqueci-senha');
    type('E-mail', 'ana@exemplo.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });
});

describe('Criar nova senha (/redefinir-senha)', () => {
  it('when both fields match the rules, then the password is sent with the token and login says it worked', async () => {
    vi.mocked(resetPassword).mockResolvedValue(undefined);
    renderAt(`/redefinir-senha?token=${TOKEN}`);
    type('Nova senha', 'nova-senha-1');
    type('Confirmar nova senha', 'nova-senha-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(screen.getByTestId('login').textContent).toBe('{"passwordReset":true}'));
    expect(resetPassword).toHaveBeenCalledWith({ token: TOKEN, senha: 'nova-senha-1' });
  });

  it('when the password is short or the confirmation differs, then the fields say so and nothing is sent', async () => {
    renderAt(`/redefinir-senha?token=${TOKEN}`);
    type('Nova senha', '123');
    type('Confirmar nova senha', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Mínimo de 6 caracteres.')).toBeTruthy();
    expect(screen.getByText('As senhas não coincidem.')).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('when the link expired or was used, then a clear message and a link to ask again replace the form', async () => {
    vi.mocked(resetPassword).mockRejectedValue(new ApiError('Link inválido ou expirado.', 400, 'Link inválido ou expirado.'));
    renderAt(`/redefinir-senha?token=${TOKEN}`);
    type('Nova senha', 'nova-senha-1');
    type('Confirmar nova senha', 'nova-senha-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(/expirou ou já foi usado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/esqueci-senha');
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('when the page opens without a token, then it says the link is not valid and offers a new one', () => {
    renderAt('/redefinir-senha');
    expect(screen.getByText(/expirou ou já foi usado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeTruthy();
  });
});
