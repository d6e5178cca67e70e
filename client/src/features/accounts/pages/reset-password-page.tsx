import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { INVALID_RESET_LINK, PASSWORD_RESET_TTL_MINUTES } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { resetPassword } from '@/features/accounts/api/reset-password';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { PasswordField } from '@/features/accounts/components/password-field';
import { SubmitButton } from '@/features/accounts/components/submit-button';
import { resetPasswordSchema } from '@/features/accounts/logic/password-schemas';
import type { LoginLocationState } from './login-page';

const RESET_FAILED = 'Não foi possível salvar a nova senha agora. Verifique sua conexão e tente novamente.';

/** The server's 400 for a link that is unknown, used or past its 30 minutes. */
function isDeadLink(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.serverMessage === INVALID_RESET_LINK;
}

function DeadLink() {
  return (
    <>
      <Alert tone="warning" className="auth-card__notice">
        Este link para criar uma nova senha expirou ou já foi usado. Os links valem por {PASSWORD_RESET_TTL_MINUTES} minutos e
        servem uma única vez.
      </Alert>
      <p className="auth-card__switch">
        <Link to="/esqueci-senha">Pedir um novo link</Link>
      </p>
    </>
  );
}

/** /redefinir-senha?token=…: the page a reset link opens; on success the person logs in with the new password. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [dead, setDead] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(resetPasswordSchema, { senha: '', confirmacao: '' });

  const onSubmit = handleSubmit(async ({ senha }) => {
    setFailure(null);
    try {
      await resetPassword({ token, senha });
      navigate('/login', { replace: true, state: { passwordReset: true } satisfies LoginLocationState });
    } catch (error) {
      if (isDeadLink(error)) setDead(true);
      else setFailure((isApiError(error) && error.serverMessage) || RESET_FAILED);
    }
  });

  return (
    <AuthLayout>
      <Card title="Criar nova senha" headingLevel={1} className="auth-card">
        {dead ? (
          <DeadLink />
        ) : (
          <>
            {failure && (
              <Alert tone="danger" className="auth-card__notice">
                {failure}
              </Alert>
            )}
            <form className="auth-form" onSubmit={onSubmit} noValidate>
              <PasswordField
                label="Nova senha"
                autoComplete="new-password"
                placeholder="Mínimo de 6 caracteres"
                autoFocus
                error={errors.senha?.message}
                {...register('senha')}
              />
              <PasswordField
                label="Confirmar nova senha"
                autoComplete="new-password"
                error={errors.confirmacao?.message}
                {...register('confirmacao')}
              />
              <SubmitButton busy={isSubmitting} label="Salvar nova senha" busyLabel="Salvando..." />
            </form>
            <p className="auth-card__switch">
              <Link to="/login">Voltar para o login</Link>
            </p>
          </>
        )}
      </Card>
    </AuthLayout>
  );
}
