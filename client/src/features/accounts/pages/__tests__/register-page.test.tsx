import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MARKETING_CONSENT_TEXT } from '@app/contracts';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/api/register-account', () => ({ registerAccount: vi.fn(async () => ({})) }));

const { registerAccount } = await import('@/api/register-account');
const { default: RegisterPage } = await import('@/features/accounts/pages/register-page');

cleanupAfterEach();

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<p>login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

async function fillAndSubmit() {
  type('Nome', 'Ana Lima');
  type('E-mail', 'ana@exemplo.com');
  type('Senha', 'segredo1');
  type('WhatsApp', '11912345678');
  fireEvent.click(screen.getByRole('button', { name: 'Registrar' }));
  await waitFor(() => expect(registerAccount).toHaveBeenCalled());
  return vi.mocked(registerAccount).mock.calls[0]![0];
}

describe('register page consent (LGPD art. 8)', () => {
  it('when the page opens, then the marketing box shows the recorded text unticked, beside the terms and privacy links', () => {
    renderPage();
    const consent = screen.getByLabelText(MARKETING_CONSENT_TEXT.texto) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Termos de Uso' }).getAttribute('href')).toMatch(/\/terms$/);
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toMatch(/\/privacy$/);
  });

  it('when the box is left unticked, then the registration sends receber_marketing false', async () => {
    renderPage();
    expect(await fillAndSubmit()).toMatchObject({ receber_marketing: false });
  });

  it('when the box is ticked, then the registration sends receber_marketing true', async () => {
    renderPage();
    fireEvent.click(screen.getByLabelText(MARKETING_CONSENT_TEXT.texto));
    expect(await fillAndSubmit()).toMatchObject({ receber_marketing: true });
  });
});
