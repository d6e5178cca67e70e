import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { widgetLoginSchema, type WidgetLoginValues } from '../logic/widget-schemas';

interface WidgetLoginFormProps {
  defaultValues?: Partial<WidgetLoginValues>;
  onLogin(values: WidgetLoginValues): Promise<void>;
  onInvalid(): void;
  onCreateAccount(): void;
}

/** SPEC §5.1: e-mail and password (min 6); submit disabled while loading or invalid. */
export function WidgetLoginForm({ defaultValues, onLogin, onInvalid, onCreateAccount }: WidgetLoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<WidgetLoginValues>({
    resolver: zodResolver(widgetLoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', ...defaultValues },
  });

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
    </form>
  );
}
