import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { onlyDigits } from '@app/contracts';
import { registerAccount } from '@/api/register-account';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { RegistrationConsent } from '@/components/registration-consent';
import { publicUrl } from '@/config/env';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { forgetFirstTouch, readFirstTouch } from '@/lib/lead-source';
import { useZodForm } from '@/lib/use-zod-form';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { EmailField } from '@/features/accounts/components/email-field';
import { PasswordField } from '@/features/accounts/components/password-field';
import { WhatsappField } from '@/features/accounts/components/whatsapp-field';
import { SubmitButton } from '@/features/accounts/components/submit-button';
import { MSG } from '@/features/accounts/logic/messages';
import { DEFAULT_COUNTRY_CODE, registerSchema, toRegisterPayload } from '@/features/accounts/logic/register-schema';
import type { LoginLocationState } from './login-page';

/** /register (docs/product.md, Login and register pages; After login; Validation; Error messages). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getFieldState,
    trigger,
    formState: { errors, isSubmitting },
  } = useZodForm(registerSchema, {
    username: '',
    email: '',
    password: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    whatsapp: '',
    // Consent is opt-in (LGPD art. 8): the box starts unticked.
    receber_marketing: false,
  });

  const onSubmit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      await registerAccount({ ...toRegisterPayload(data), origem: readFirstTouch() });
      forgetFirstTouch();
      navigate('/login', { replace: true, state: { registeredEmail: data.email } satisfies LoginLocationState });
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage : undefined;
      setServerError(message ? `Erro: ${message}` : MSG.registerFailed);
    }
  });

  return (
    <AuthLayout>
      <Card title="Registrar" headingLevel={1} className="auth-card">
        {serverError && (
          <Alert tone="danger" className="auth-card__notice">
            {serverError}
          </Alert>
        )}
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <TextField label="Nome" autoComplete="name" maxLength={120} placeholder="Seu nome completo" error={errors.username?.message} {...register('username')} />
          <EmailField error={errors.email?.message} {...register('email')} />
          <PasswordField label="Senha" autoComplete="new-password" placeholder="Mínimo de 6 caracteres" error={errors.password?.message} {...register('password')} />
          <Controller
            control={control}
            name="whatsapp"
            render={({ field, fieldState }) => (
              <Controller
                control={control}
                name="countryCode"
                render={({ field: code }) => (
                  <WhatsappField
                    countryCode={code.value}
                    onCountryCodeChange={(next) => {
                      code.onChange(next);
                      // Keep the digits; the new mask lays them out again and the rule of the new code applies.
                      setValue('whatsapp', onlyDigits(field.value));
                      if (getFieldState('whatsapp').isTouched) void trigger('whatsapp');
                    }}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
          <RegistrationConsent termsHref={publicUrl('/terms')} privacyHref={publicUrl('/privacy')} {...register('receber_marketing')} />
          <SubmitButton busy={isSubmitting} label="Registrar" busyLabel="Registrando..." />
        </form>
        <p className="auth-card__switch">
          Já tem conta? <Link to="/login">Entrar</Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
