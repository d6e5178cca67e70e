import { useQueryClient } from '@tanstack/react-query';
import { formatWhatsapp } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { SettingsCard } from '@/components/settings-card';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth';
import { useZodForm } from '@/lib/use-zod-form';
import { updateProfile } from '@/features/accounts/api/update-profile';
import { useFormOutcome } from '@/features/accounts/hooks/use-form-outcome';
import { profileSchema, type ProfileValues } from '@/features/accounts/logic/profile-schema';
import { FormOutcome } from './form-outcome';
import { PasswordField } from './password-field';
import { SettingsSubmit } from './settings-submit';
import './change-password-section.css';

const SAVE_FAILED = 'Não foi possível salvar seus dados agora. Tente novamente.';
export const PROFILE_SAVED = 'Dados atualizados.';

/** 'Meus dados' in /painel/config (LGPD art. 18 III): name, e-mail (asks the current password) and WhatsApp. */
export function ProfileSection() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const outcome = useFormOutcome(SAVE_FAILED);
  const initial: ProfileValues = {
    username: user?.username ?? '',
    email: user?.email ?? '',
    // Shown the way people write it in each country (+55 (11) 91234-5678), not as the stored digits.
    whatsapp: formatWhatsapp(user?.whatsapp),
    senhaAtual: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(profileSchema, initial);
  const emailChanged = watch('email').trim().toLowerCase() !== (user?.email ?? '').toLowerCase();

  const onSubmit = handleSubmit((values) =>
    outcome.run(async () => {
      const saved = await updateProfile({
        username: values.username,
        email: values.email,
        whatsapp: values.whatsapp,
        ...(emailChanged ? { senhaAtual: values.senhaAtual } : {}),
      });
      await refresh();
      // A new number must be confirmed again.
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts.whatsappProof });
      reset({ username: saved.username, email: saved.email, whatsapp: formatWhatsapp(saved.whatsapp), senhaAtual: '' });
    }),
  );

  return (
    <SettingsCard title="Meus dados">
      <FormOutcome outcome={outcome} success={PROFILE_SAVED} />
      <form className="change-password" onSubmit={onSubmit} noValidate>
        <TextField label="Nome" autoComplete="name" error={errors.username?.message} {...register('username')} />
        <TextField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="WhatsApp"
          type="tel"
          autoComplete="tel"
          hint="Com o código do país: +55 (11) 91234-5678, +595 981 123 456 ou +54 9 11 1234-5678."
          error={errors.whatsapp?.message}
          {...register('whatsapp')}
        />
        {emailChanged && (
          <PasswordField
            label="Senha atual (para trocar o e-mail)"
            autoComplete="current-password"
            error={errors.senhaAtual?.message}
            {...register('senhaAtual')}
          />
        )}
        <SettingsSubmit busy={isSubmitting} label="Salvar dados" />
      </form>
    </SettingsCard>
  );
}
