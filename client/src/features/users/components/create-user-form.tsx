import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateUser } from '@/features/users/hooks/use-users';
import { CREATE_USER_DEFAULTS, createUserSchema, ROLE_OPTIONS, roleLabel } from '@/features/users/logic/user-form-schema';

/** 'Adicionar Novo Usuário' (docs/product.md, Users page; Validation; Error messages); the table reloads once the account is created. */
export function CreateUserForm() {
  const { mutateAsync: createUser } = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(createUserSchema, CREATE_USER_DEFAULTS);

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    setSuccess(null);
    try {
      const created = await createUser(data);
      reset(CREATE_USER_DEFAULTS);
      setSuccess(`${created.username} foi criado como ${roleLabel(created.role)}.`);
    } catch (error) {
      const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
      setFailure(`Erro ao criar usuário: ${message}`);
    }
  });

  return (
    <Card title="Adicionar Novo Usuário" className="admin-users__form">
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {failure && (
          <Alert tone="danger" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {success && (
          <Alert tone="success" onClose={() => setSuccess(null)}>
            {success}
          </Alert>
        )}
        <TextField label="Nome" autoComplete="off" maxLength={120} error={errors.username?.message} {...register('username')} />
        <TextField label="E-mail" type="email" autoComplete="off" inputMode="email" maxLength={254} error={errors.email?.message} {...register('email')} />
        <TextField label="Senha" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <SelectField label="Papel" placeholder="Selecione o papel" options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
        <Button type="submit" loading={isSubmitting} block>
          Criar
        </Button>
      </form>
    </Card>
  );
}
