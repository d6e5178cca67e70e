import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { getPreferences, setMarketingConsent } from '../api/marketing-consent';

export const CONSENT_LABEL = 'Quero receber novidades e avisos de matrícula da assessoria pelo WhatsApp';
const SAVE_FAILED = 'Não foi possível salvar sua preferência. Tente novamente.';

/** The student's consent to marketing templates; the answer to staff questions keeps arriving either way. */
export function MarketingConsent() {
  const id = useId();
  const [value, setValue] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let active = true;
    getPreferences()
      .then((p) => active && setValue(p.receber_marketing))
      .catch((failure: unknown) => console.error('[preferências] falha ao carregar', failure));
    return () => {
      active = false;
    };
  }, []);

  // The box follows the click at once and goes back if the server refuses.
  const change = async (next: boolean) => {
    if (saving) return;
    setValue(next);
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      setValue((await setMarketingConsent(next)).receber_marketing);
      setSaved(true);
    } catch (failure) {
      setValue(!next);
      setError((isApiError(failure) && failure.serverMessage) || SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        Comunicações
      </h2>
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
      <p className="settings-card__status" role="status" aria-live="polite">
        {saved ? 'Preferência salva.' : ''}
      </p>
      {error && (
        <Alert tone="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </section>
  );
}
