import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import './settings-card.css';

/** One card of the account settings page: a section named by its heading. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card's live status line (read out when it changes; empty keeps its height) and its closable failure. */
export function SettingsCardStatus({
  status,
  error,
  onCloseError,
}: {
  status: string;
  error: string | null;
  onCloseError(): void;
}) {
  return (
    <>
      <p className="settings-card__status" role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <Alert tone="danger" onClose={onCloseError}>
          {error}
        </Alert>
      )}
    </>
  );
}
