import { z } from 'zod';
import { isValidEmail } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { FIELD_ERRORS } from '@/features/chat/logic/widget-texts';

const widgetForgotSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => v.length > 0 && isValidEmail(v), FIELD_ERRORS.emailInvalid),
});
export type WidgetForgotValues = z.infer<typeof widgetForgotSchema>;

interface WidgetForgotFormProps {
  defaultEmail?: string;
  onRequest(values: WidgetForgotValues): Promise<void>;
  onBack(): void;
}

/** 'Esqueci minha senha' inside the widget: the address, then back to the login form. */
export function WidgetForgotForm({ defaultEmail = '', onRequest, onBack }: WidgetForgotFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(widgetForgotSchema, { email: defaultEmail });

  return (
    <form
      className="chat-form"
      noValidate
      onSubmit={handleSubmit(onRequest)}
      aria-label="Pedir um link para criar uma nova senha"
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" block loading={isSubmitting}>
        Enviar link
      </Button>
      <button type="button" className="chat-link" onClick={onBack}>
        Voltar para o login
      </button>
    </form>
  );
}
