import { SettingsCard } from '@/components/settings-card';
import { useZodForm } from '@/lib/use-zod-form';
import { changePassword } from '@/features/accounts/api/change-password';
import { useFormOutcome } from '@/features/accounts/hooks/use-form-outcome';
import { changePasswordSchema, type ChangePasswordValues } from '@/features/accounts/logic/password-schemas';
import { FormOutcome } from './form-outcome';
import { PasswordField } from './password-field';
import { SettingsSubmit } from './settings-submit';
import './change-password-section.css';

const EMPTY: ChangePasswordValues = { senhaAtual: '', novaSenha: '', confirmacao: '' };
const CHANGE_FAILED = 'Não foi possível alterar a senha agora. Verifique sua conexão e tente novamente.';
export const PASSWORD_CHANGED =
  'Senha alterada. Por segurança, sua conta foi desconectada de todos os outros aparelhos; neste você continua conectado.';

/** 'Alterar senha' in /painel/config: the current password is required; the server ends every other session. */
export function ChangePasswordSection() {
  const outcome = useFormOutcome(CHANGE_FAILED);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(changePasswordSchema, EMPTY);

  const onSubmit = handleSubmit(({ senhaAtual, novaSenha }) =>
    outcome.run(async () => {
      await changePassword({ senhaAtual, novaSenha });
      reset(EMPTY);
    }),
  );

  return (
    <SettingsCard title="Alterar senha">
      <FormOutcome outcome={outcome} success={PASSWORD_CHANGED} />
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
        <SettingsSubmit busy={isSubmitting} label="Alterar senha" />
      </form>
    </SettingsCard>
  );
}
