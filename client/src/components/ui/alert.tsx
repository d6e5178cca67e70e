import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import './ui.css';

export type AlertTone = 'danger' | 'success' | 'info' | 'warning';

/** An inline message. Errors and warnings use role="alert" (announced at once), others role="status". */
export function Alert({
  tone = 'danger',
  children,
  onClose,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  className?: string;
}) {
  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}>
      <div className="ui-alert__content">{children}</div>
      {onClose && (
        <button type="button" className="ui-alert__close" onClick={onClose} aria-label="Fechar aviso">
          <Icon name="close" size={18} strokeWidth={2.2} />
        </button>
      )}
    </div>
  );
}
