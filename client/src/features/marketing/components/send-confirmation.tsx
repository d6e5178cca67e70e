import { useEffect, useId, useRef } from 'react';
import type { MarketingTemplateOption } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { closeOnEscape } from '@/utils/close-on-escape';
import { people } from '@/features/marketing/logic/templates';
import './send-confirmation.css';

export interface SendConfirmationProps {
  template: MarketingTemplateOption;
  /** People who will receive it: one per valid number. */
  count: number;
  /** False when WhatsApp is not configured (null while unknown). */
  configurado: boolean | null;
  onConfirm(): void;
  onCancel(): void;
}

/** The second step of 'Enviar para todos': which template goes to how many people, before anything is queued. */
export function SendConfirmation({ template, count, configurado, onConfirm, onCancel }: SendConfirmationProps) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);

  return (
    <section className="admin-confirm" aria-labelledby={titleId} onKeyDown={closeOnEscape(onCancel)}>
      <h2 id={titleId} className="admin-confirm__title">
        Confirmar envio
      </h2>
      <p>
        O modelo <strong>{template.nome}</strong> (<code className="admin-mono">{template.valor}</code>) será enviado pelo
        WhatsApp para <strong>{people(count)}</strong>. Depois de confirmado, o envio não pode ser cancelado.
      </p>
      {configurado === false && (
        <p className="admin-confirm__warning">
          O WhatsApp não está configurado: as mensagens ficarão na fila até que o servidor seja configurado.
        </p>
      )}
      <div className="admin-confirm__actions">
        <Button ref={confirmRef} onClick={onConfirm}>
          Enviar para {people(count)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </section>
  );
}
