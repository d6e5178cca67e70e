import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { IMaskInput } from 'react-imask';
import { Button } from '@/components/ui/button';
import { RegistrationConsent } from '@/components/registration-consent';
import { TextField } from '@/components/ui/text-field';
import { COUNTRY_CODES, COUNTRY_NAMES, DEFAULT_COUNTRY_CODE, WIDGET_PHONE_EXAMPLES, WIDGET_PHONE_MASKS, isCountryCode } from '@/features/chat/logic/phone-masks';
import { widgetRegisterSchema, type WidgetRegisterValues } from '@/features/chat/logic/widget-schemas';

interface WidgetRegisterFormProps {
  onRegister(values: WidgetRegisterValues): Promise<void>;
  onInvalid(): void;
  onHaveAccount(): void;
}

/** docs/product.md, Validation: name, e-mail, country code (+55 default), WhatsApp masked per code, password (min 6). */
export function WidgetRegisterForm({ onRegister, onInvalid, onHaveAccount }: WidgetRegisterFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<WidgetRegisterValues>({
    resolver: zodResolver(widgetRegisterSchema),
    // Errors appear at submit, then follow the typing: a message appearing on blur would push the
    // submit button away from under the user's finger on small screens.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Consent is opt-in (LGPD art. 8): the box starts unticked.
    defaultValues: { username: '', email: '', countryCode: DEFAULT_COUNTRY_CODE, whatsapp: '', password: '', receber_marketing: false },
  });
  const countryCode = watch('countryCode');
  const mask = isCountryCode(countryCode) ? WIDGET_PHONE_MASKS[countryCode] : /^[\d\s()-]{0,20}$/;
  const example = isCountryCode(countryCode) ? WIDGET_PHONE_EXAMPLES[countryCode] : undefined;
  const whatsappError = errors.whatsapp?.message;

  return (
    <form className="chat-form" noValidate onSubmit={handleSubmit(onRegister, onInvalid)} aria-label="Criar conta">
      <TextField label="Nome" autoComplete="name" error={errors.username?.message} {...register('username')} />
      <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <div className={['ui-field', whatsappError && 'ui-field--invalid'].filter(Boolean).join(' ')}>
        <label className="ui-field__label" htmlFor={`${id}-whatsapp`}>
          WhatsApp
        </label>
        <div className="chat-phone">
          <label className="visually-hidden" htmlFor={`${id}-code`}>
            Código do país
          </label>
          <select
            id={`${id}-code`}
            className="ui-input ui-select chat-phone__code"
            {...register('countryCode', {
              // The typed number belongs to the previous country's pattern: start it over.
              onChange: () => setValue('whatsapp', '', { shouldValidate: isSubmitted }),
            })}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code} title={COUNTRY_NAMES[code]} aria-label={`${COUNTRY_NAMES[code]} ${code}`}>
                {code}
              </option>
            ))}
          </select>
          <Controller
            control={control}
            name="whatsapp"
            render={({ field }) => (
              <IMaskInput
                key={countryCode}
                id={`${id}-whatsapp`}
                className="ui-input chat-phone__number"
                mask={mask as string}
                value={field.value}
                unmask={false}
                onAccept={(value: string) => field.onChange(value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={example}
                aria-invalid={whatsappError ? true : undefined}
                aria-describedby={whatsappError ? `${id}-whatsapp-msg` : undefined}
              />
            )}
          />
        </div>
        {whatsappError && (
          <p id={`${id}-whatsapp-msg`} className="ui-field__error">
            {whatsappError}
          </p>
        )}
      </div>
      <TextField label="Senha" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <RegistrationConsent termsHref="/terms" privacyHref="/privacy" {...register('receber_marketing')} />
      <Button type="submit" block loading={isSubmitting}>
        Criar conta
      </Button>
      <button type="button" className="chat-link" onClick={onHaveAccount}>
        Já tem conta? Fazer login
      </button>
    </form>
  );
}
