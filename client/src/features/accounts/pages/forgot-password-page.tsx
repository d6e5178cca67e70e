import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { requestPasswordReset } from '@/api/request-password-reset';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { StatusIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { EmailField } from '@/features/accounts/components/email-field';
import { SubmitButton } from '@/features/accounts/components/submit-button';
import { forgotPasswordSchema, RESET_REQUESTED, RESET_REQUESTED_BY_TEAM } from '@/features/accounts/logic/password-schemas';

const REQUEST_FAILED = 'Não foi possível enviar o pedido agora. Verifique sua conexão e tente novamente.';

/** What the login page hands over: the address typed there, if any. */
export interface ForgotPasswordLocationState {
  email?: string;
}

/** /esqueci-senha: asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const typed = (useLocation().state as ForgotPasswordLocationState | null)?.email ?? '';
  const [requested, setRequested] = useState<'automatica' | 'equipe' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(forgotPasswordSchema, { email: typed });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setRequested(await requestPasswordReset({ email }));
    } catch (error) {
      // Only the rate limit and the network fail here; neither says anything about the account.
      setFailure((isApiError(error) && error.status === 429 && error.serverMessage) || REQUEST_FAILED);
    }
  });

  return (
    <AuthLayout>
      <Card title="Esqueci minha senha" headingLevel={1} className="auth-card">
        {requested ? (
          <Alert tone="success" className="auth-card__notice">
            <StatusIcon name="success" decorative /> {requested === 'equipe' ? RESET_REQUESTED_BY_TEAM : RESET_REQUESTED}
          </Alert>
        ) : (
          <>
            <p className="auth-card__lead">Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
            {failure && (
              <Alert tone="danger" className="auth-card__notice">
                {failure}
              </Alert>
            )}
            <form className="auth-form" onSubmit={onSubmit} noValidate>
              <EmailField error={errors.email?.message} autoFocus {...register('email')} />
              <SubmitButton busy={isSubmitting} label="Enviar link" busyLabel="Enviando..." />
            </form>
          </>
        )}
        <p className="auth-card__switch">
          Lembrou a senha? <Link to="/login">Entrar</Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
