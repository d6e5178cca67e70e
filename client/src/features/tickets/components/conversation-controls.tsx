import { useState } from 'react';
import { formatWhatsapp, HANDOFF_REASON_LABELS, type Ticket } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { waitedFor } from '@/utils/waited-for';
import { handBack, mergeLead, takeOver } from '@/features/tickets/api/conversation-actions';
import './conversation-controls.css';

interface ConversationControlsProps {
  ticket: Ticket;
  /** After an action: the list and the history are read again. */
  onChanged(): void;
}

/**
 * Who answers this person now, and the staff's hand on it: take the conversation (the assistant stops), hand it back
 * to the assistant, and merge a possible duplicate (an account and a WhatsApp lead with the same number) after
 * checking that they are the same person.
 */
export function ConversationControls({ ticket, onChanged }: ConversationControlsProps) {
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waiting = ticket.aguardando_assessor;
  const assistantOn = ticket.status_ia === 'Ligada' && !waiting;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (failure) {
      setError(isApiError(failure) && failure.serverMessage ? failure.serverMessage : 'Não foi possível concluir agora. Tente de novo.');
    } finally {
      setBusy(false);
    }
  };

  const duplicate = ticket.duplicata;
  const merge = duplicate
    ? () => (duplicate.lead ? mergeLead(ticket.user_id, duplicate.userId) : mergeLead(duplicate.userId, ticket.user_id))
    : undefined;

  return (
    <div className="conversation-controls">
      <p className="conversation-controls__state" data-estado={waiting ? 'aguardando' : assistantOn ? 'assistente' : 'equipe'}>
        {waiting ? (
          <>
            <strong>Aguardando a equipe {waitedFor(waiting.desde, now)}</strong> · {HANDOFF_REASON_LABELS[waiting.motivo]}. O assistente não responde
            até alguém devolver a conversa.
          </>
        ) : assistantOn ? (
          <>O assistente virtual está respondendo esta conversa.</>
        ) : (
          <>A equipe está respondendo esta conversa; o assistente está desligado.</>
        )}
      </p>
      <div className="conversation-controls__actions">
        {assistantOn ? (
          <Button variant="outline-primary" size="sm" loading={busy} onClick={() => void run(() => takeOver(ticket.user_id))}>
            Assumir conversa
          </Button>
        ) : (
          <Button variant="outline-primary" size="sm" loading={busy} onClick={() => void run(() => handBack(ticket.user_id))}>
            Devolver ao assistente
          </Button>
        )}
      </div>
      {duplicate && merge && (
        <div className="conversation-controls__duplicate" role="note">
          <p>
            Possível duplicata: o número {formatWhatsapp(duplicate.numero)} também é{' '}
            {duplicate.lead ? `do prospecto do WhatsApp “${duplicate.username}”` : `da conta de “${duplicate.username}”`}. Nada é compartilhado
            até você confirmar que são a mesma pessoa.
          </p>
          <Button
            variant="outline-primary"
            size="sm"
            loading={busy}
            onClick={() => {
              if (window.confirm(`Unir as conversas? A conversa do WhatsApp passa a ser da conta, e o número fica confirmado para ela.`)) void run(merge);
            }}
          >
            Unir conversas
          </Button>
        </div>
      )}
      {error && (
        <p className="conversation-controls__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
