import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { changePassword } from '@/features/accounts/api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '@/features/accounts/logic/password-schemas';
import { PasswordField } from './password-field';
import './change-password-section.css';

const EMPTY: ChangePasswordValues = { senhaAtual: '', novaSenha: '', confirmacao: '' };
const CHANGE_FAILED = 'Não foi possível alterar a senha agora. Verifique sua conexão e tente novamente.';
export const PASSWORD_CHANGED =
  'Senha alterada. Por segurança, sua conta foi desconectada de todos os outros aparelhos; neste você continua conectado.';

/** 'Alterar senha' in /painel/config: the current password is required; the server ends every other session. */
export function ChangePasswordSection() {
  const id = useId();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(changePasswordSchema, EMPTY);

  const onSubmit = handleSubmit(async ({ senhaAtual, novaSenha }) => {
    setFailure(null);
    setDone(false);
    try {
      await changePassword({ senhaAtual, novaSenha });
      reset(EMPTY);
      setDone(true);
    } catch (error) {
      setFailure((isApiError(error) && error.serverMessage) || CHANGE_FAILED);
    }
  });

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        Alterar senha
      </h2>
      {done && (
        <Alert tone="success" onClose={() => setDone(false)}>
          {PASSWORD_CHANGED}
        </Alert>
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <form className="change-password" onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          error={errors.senhaAtual?.message}
          {...register('senhaAtual')}
        />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          placeholder="Mínimo de 6 caracteres"
          error={errors.novaSenha?.message}
          {...register('novaSenha')}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmacao?.message}
          {...register('confirmacao')}
        />
        <div className="change-password__actions">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Salvando...' : 'Alterar senha'}
          </Button>
        </div>
      </form>
    </section>
  );
}
