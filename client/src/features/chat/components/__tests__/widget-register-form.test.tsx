import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MARKETING_CONSENT_TEXT } from '@app/contracts';
import { WidgetRegisterForm } from '@/features/chat/components/widget-register-form';

afterEach(cleanup);

describe('widget register form', () => {
  it('when the fields are filled, then the +55 mask formats the number and the values are submitted', async () => {
    const onRegister = vi.fn(async (_values: unknown) => undefined);
    render(<WidgetRegisterForm onRegister={onRegister} onInvalid={vi.fn()} onHaveAccount={vi.fn()} />);
    fireEvent.input(screen.getByLabelText('Nome'), { target: { value: 'Ana Lima' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@exemplo.com' } });
    const phone = screen.getByLabelText('WhatsApp') as HTMLInputElement;
    fireEvent.input(phone, { target: { value: '11912345678' } });
    await waitFor(() => expect(phone.value).toBe('(11) 91234-5678'));
    fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalled());
    expect(onRegister.mock.calls[0]![0]).toMatchObject({ username: 'Ana Lima', countryCode: '+55', whatsapp: '(11) 91234-5678', receber_marketing: false });
  });

  it('when the form opens, then the marketing box with the recorded text is unticked, beside the terms and privacy links; ticking it is sent', async () => {
    const onRegister = vi.fn(async (_values: unknown) => undefined);
    render(<WidgetRegisterForm onRegister={onRegister} onInvalid={vi.fn()} onHaveAccount={vi.fn()} />);
    const consent = screen.getByLabelText(MARKETING_CONSENT_TEXT.texto) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Termos de Uso' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/privacy');

    fireEvent.input(screen.getByLabelText('Nome'), { target: { value: 'Ana Lima' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@exemplo.com' } });
    fireEvent.input(screen.getByLabelText('WhatsApp'), { target: { value: '11912345678' } });
    fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'segredo1' } });
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalled());
    expect(onRegister.mock.calls[0]![0]).toMatchObject({ receber_marketing: true });
  });

  it('when submitted empty, then the assistant is told and the field messages appear', async () => {
    const onInvalid = vi.fn();
    render(<WidgetRegisterForm onRegister={vi.fn()} onInvalid={onInvalid} onHaveAccount={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
    expect(await screen.findByText('Nome é obrigatório.')).toBeTruthy();
    expect(screen.getByText('WhatsApp inválido.')).toBeTruthy();
    expect(screen.getByText('Senha muito curta.')).toBeTruthy();
  });
});
