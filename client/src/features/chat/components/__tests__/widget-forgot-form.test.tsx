import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WidgetForgotForm } from '@/features/chat/components/widget-forgot-form';
import { WidgetLoginForm } from '@/features/chat/components/widget-login-form';

afterEach(cleanup);

describe('Esqueci minha senha in the widget', () => {
  it('when the login form’s link is used, then the address typed so far goes along', () => {
    const onForgotPassword = vi.fn();
    render(
      <WidgetLoginForm onLogin={vi.fn()} onInvalid={vi.fn()} onCreateAccount={vi.fn()} onForgotPassword={onForgotPassword} />,
    );
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: ' ana@exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ana@exemplo.com');
  });

  it('when a valid address is sent, then the request carries it trimmed', async () => {
    const onRequest = vi.fn(async () => undefined);
    render(<WidgetForgotForm defaultEmail="ana@exemplo.com " onRequest={onRequest} onBack={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(onRequest).toHaveBeenCalled());
    expect(onRequest.mock.calls[0]).toEqual([{ email: 'ana@exemplo.com' }, expect.anything()]);
  });

  it('when the address is invalid, then the widget’s message shows and nothing is sent', async () => {
    const onRequest = vi.fn(async () => undefined);
    render(<WidgetForgotForm onRequest={onRequest} onBack={vi.fn()} />);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('E-mail inválido.')).toBeTruthy();
    expect(onRequest).not.toHaveBeenCalled();
  });
});
