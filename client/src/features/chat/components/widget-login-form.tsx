import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { widgetLoginSchema, type WidgetLoginValues } from '@/features/chat/logic/widget-schemas';

interface WidgetLoginFormProps {
  defaultValues?: Partial<WidgetLoginValues>;
  onLogin(values: WidgetLoginValues): Promise<void>;
  onInvalid(): void;
  onCreateAccount(): void;
  /** 'Esqueci minha senha', with the address typed so far. */
  onForgotPassword(email: string): void;
}

/** docs/product.md, Validation: e-mail and password (min 6); submit disabled while loading or invalid. */
export function WidgetLoginForm({ defaultValues, onLogin, onInvalid, onCreateAccount, onForgotPassword }: WidgetLoginFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useZodForm(widgetLoginSchema, { email: '', password: '', ...defaultValues });

  return (
    <form className="chat-form" noValidate onSubmit={handleSubmit(onLogin, onInvalid)} aria-label="Entrar no chat">
      <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Senha" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" block loading={isSubmitting} disabled={!isValid}>
        Entrar
      </Button>
      <button type="button" className="chat-link" onClick={onCreateAccount}>
        Criar nova conta
      </button>
      <button type="button" className="chat-link" onClick={() => onForgotPassword(getValues('email').trim())}>
        Esqueci minha senha
      </button>
    </form>
  );
}
