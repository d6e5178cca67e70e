import { z } from 'zod';
import { ROLES, type AdminUser, type AdminUserUpdate } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { ROLE_OPTIONS, userEmailField, userNameField } from '@/features/users/logic/user-form-schema';

const editUserSchema = z.object({
  username: userNameField,
  email: userEmailField,
  whatsapp: z.string().trim().max(32, 'WhatsApp inválido.'),
  role: z.enum(ROLES),
});
type EditUserValues = z.input<typeof editUserSchema>;

interface EditUserFormProps {
  user: AdminUser;
  onSave(changes: AdminUserUpdate): Promise<void>;
  onCancel(): void;
}

/** Name, e-mail, WhatsApp (with the country code; empty removes it) and role; the server checks the rest. */
export function EditUserForm({ user, onSave, onCancel }: EditUserFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(editUserSchema, {
    username: user.username,
    email: user.email,
    whatsapp: user.whatsapp ?? '',
    role: user.role,
  } satisfies EditUserValues);

  const onSubmit = handleSubmit(async (values) => {
    await onSave({ ...values, whatsapp: values.whatsapp === '' ? null : values.whatsapp });
  });

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={`Editar dados de ${user.username}`}>
      <TextField label="Nome" autoComplete="off" maxLength={120} error={errors.username?.message} {...register('username')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        inputMode="email"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={32}
        hint="Com o código do país, por exemplo 55 11 91234-5678. Deixe vazio para remover."
        error={errors.whatsapp?.message}
        {...register('whatsapp')}
      />
      <SelectField label="Papel" options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
