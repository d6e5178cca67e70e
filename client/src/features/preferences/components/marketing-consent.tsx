import { useId, useState } from 'react';
import { MARKETING_CONSENT_TEXT } from '@app/contracts';
import { SettingsCard, SettingsCardStatus } from '@/components/settings-card';
import { isApiError } from '@/lib/api-client';
import { useMarketingConsent, useSetMarketingConsent } from '@/features/preferences/hooks/use-marketing-consent';
import { ConsentHistory } from '@/features/preferences/components/consent-history';
import './marketing-consent.css';

/** The exact text the server records with each choice (its version names this wording). */
export const CONSENT_LABEL = MARKETING_CONSENT_TEXT.texto;
const SAVE_FAILED = 'Não foi possível salvar sua preferência. Tente novamente.';

/** The student's consent to marketing templates; the answer to staff questions keeps arriving either way. */
export function MarketingConsent() {
  const id = useId();
  const stored = useMarketingConsent();
  const { mutateAsync: saveConsent } = useSetMarketingConsent();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const value = choice ?? stored;

  // The box follows the click at once and goes back if the server refuses.
  const change = async (next: boolean) => {
    if (saving) return;
    setChoice(next);
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      setChoice((await saveConsent(next)).receber_marketing);
      setSaved(true);
    } catch (failure) {
      setChoice(!next);
      setError((isApiError(failure) && failure.serverMessage) || SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard title="Comunicações">
      <label className="settings-consent" htmlFor={`${id}-consent`}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={value ?? false}
          disabled={value === null}
          aria-busy={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{CONSENT_LABEL}</span>
      </label>
      <p className="settings-card__text">
        As respostas da nossa equipe às suas perguntas continuam chegando normalmente. Você pode mudar isso quando quiser.
      </p>
      <SettingsCardStatus status={saved ? 'Preferência salva.' : ''} error={error} onCloseError={() => setError(null)} />
      <ConsentHistory />
    </SettingsCard>
  );
}
