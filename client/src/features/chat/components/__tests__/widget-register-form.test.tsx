import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    expect(onRegister.mock.calls[0]![0]).toMatchObject({ username: 'Ana Lima', countryCode: '+55', whatsapp: '(11) 91234-5678' });
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
