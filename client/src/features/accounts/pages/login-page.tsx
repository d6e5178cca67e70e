import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusIcon } from '@/components/ui/icons';
import { publicUrl } from '@/config/env';
import { forgetAccountDeletedNote, hasAccountDeletedNote } from '@/lib/account-deleted-note';
import { isApiError } from '@/lib/api-client';
import { homePathFor, useAuth } from '@/lib/auth';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { EmailField } from '@/features/accounts/components/email-field';
import { PasswordField } from '@/features/accounts/components/password-field';
import { SubmitButton } from '@/features/accounts/components/submit-button';
import { loginSchema } from '@/features/accounts/logic/login-schema';
import { MSG } from '@/features/accounts/logic/messages';
import type { ForgotPasswordLocationState } from './forgot-password-page';

/** State the register page hands over after a successful registration. */
export interface LoginLocationState {
  registeredEmail?: string;
  /** Set by /redefinir-senha once the new password is saved. */
  passwordReset?: boolean;
}

/** /login (docs/product.md, Login and register pages; After login; Validation; Error messages). */
export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { registeredEmail, passwordReset } = (location.state as LoginLocationState | null) ?? {};
  const [accountDeleted] = useState(hasAccountDeletedNote);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(forgetAccountDeletedNote, []);

  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(loginSchema, { email: registeredEmail ?? '', password: '' });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const user = await login(email, password);
      navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      setServerError((isApiError(error) && error.serverMessage) || MSG.loginFailed);
    }
  });

  return (
    <AuthLayout>
      <Card title="Entrar" headingLevel={1} className="auth-card">
        {accountDeleted && !serverError && (
          <Alert tone="success" className="auth-card__notice">
            <StatusIcon name="success" decorative /> Sua conta foi excluída. Sentiremos sua falta.
          </Alert>
        )}
        {registeredEmail && !serverError && (
          <Alert tone="success" className="auth-card__notice">
            <StatusIcon name="success" decorative /> Conta criada com sucesso! Entre com seu e-mail e senha.
          </Alert>
        )}
        {passwordReset && !serverError && (
          <Alert tone="success" className="auth-card__notice">
            <StatusIcon name="success" decorative /> Senha alterada! Entre com a nova senha.
          </Alert>
        )}
        {serverError && (
          <Alert tone="danger" className="auth-card__notice">
            {serverError}
          </Alert>
        )}
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <EmailField error={errors.email?.message} {...register('email')} />
          <PasswordField
            label="Senha"
            autoComplete="current-password"
            placeholder="Sua senha"
            error={errors.password?.message}
            autoFocus={Boolean(registeredEmail)}
            {...register('password')}
          />
          <SubmitButton busy={isSubmitting} label="Entrar" busyLabel="Entrando..." />
        </form>
        <p className="auth-card__forgot">
          <Link
            to="/esqueci-senha"
            onClick={(event) => {
              // The address typed so far, read at the click (the form does not re-render per keystroke).
              event.preventDefault();
              navigate('/esqueci-senha', { state: { email: getValues('email').trim() } satisfies ForgotPasswordLocationState });
            }}
          >
            Esqueci minha senha
          </Link>
        </p>
        <p className="auth-card__switch">
          Ainda não tem conta? <Link to="/register">Criar conta</Link>
        </p>
        <div className="auth-card__back">
          <Button variant="ghost" onClick={() => window.location.assign(publicUrl('/'))}>
            <span aria-hidden="true">←</span> Voltar
          </Button>
        </div>
      </Card>
    </AuthLayout>
  );
}
