import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusIcon } from '../../../components/ui/icons';
import { publicUrl } from '../../../config/env';
import { forgetAccountDeletedNote, hasAccountDeletedNote } from '../../../lib/account-deleted-note';
import { isApiError } from '../../../lib/api-client';
import { homePathFor, useAuth } from '../../../lib/auth';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { PasswordField } from '../components/password-field';
import { loginSchema, type LoginData, type LoginValues } from '../validation/login-schema';
import { MSG } from '../validation/messages';

/** State the register page hands over after a successful registration. */
export interface LoginLocationState {
  registeredEmail?: string;
}

/** /login (SPEC §2.5, §4.3, §5.3, §8). */
export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const registeredEmail = (location.state as LoginLocationState | null)?.registeredEmail;
  const [accountDeleted] = useState(hasAccountDeletedNote);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(forgetAccountDeletedNote, []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginData>({
    resolver: zodResolver(loginSchema),
    // Errors appear once a field is left (touched) or on submit, which validates — and so "touches" — every field.
    mode: 'onTouched',
    defaultValues: { email: registeredEmail ?? '', password: '' },
  });

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
          {/* mousedown would blur the field first, its message would push this button down and the click would miss it. */}
          <Button type="submit" size="lg" block loading={isSubmitting} onMouseDown={(event) => event.preventDefault()}>
            {isSubmitting ? 'Entrando...' : 'Entrar'}
          </Button>
        </form>
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
