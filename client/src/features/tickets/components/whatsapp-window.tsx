import { useEffect, useId, useState } from 'react';
import type { WhatsappConversa } from '@app/contracts';
import { Button } from '@/components/ui/button';
import type { WindowState } from '@/features/tickets/logic/window';
import './whatsapp-window.css';

export interface WhatsappWindowProps {
  conversation: WhatsappConversa | undefined;
  state: WindowState;
  /** Resolves with an error to show, or null once queued. */
  onSendTemplate(modelo: string): Promise<string | null>;
}

/**
 * Above the reply box: how long free text still reaches the person on WhatsApp and, once the 24-hour window closed,
 * the approved templates to pick from (the configured reply template first) with "Enviar modelo".
 */
export function WhatsappWindow({ conversation, state, onSendTemplate }: WhatsappWindowProps) {
  const selectId = useId();
  const models = conversation?.modelos ?? [];
  const [modelo, setModelo] = useState('');
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);

  const defaultModel =
    conversation?.modelo_padrao && models.some((m) => m.valor === conversation.modelo_padrao)
      ? conversation.modelo_padrao
      : (models[0]?.valor ?? '');
  const modelList = models.map((m) => m.valor).join();
  // Only a new default or a new template list resets the choice (not every refetch of the same conversation).
  useEffect(() => {
    setModelo(defaultModel);
  }, [defaultModel, modelList]);

  if (!state.text) return null;
  const send = async () => {
    if (!modelo || sending) return;
    setSending(true);
    const error = await onSendTemplate(modelo);
    setSending(false);
    setFeedback(error ? { ok: false, text: error } : { ok: true, text: 'Modelo enviado para a fila do WhatsApp.' });
  };

  return (
    <section className={`tickets-window tickets-window--${state.tone}`} aria-label="Janela de 24 horas do WhatsApp">
      <p className="tickets-window__text" role="status">
        {state.text}
      </p>
      {!state.freeText &&
        (models.length === 0 ? (
          <p className="tickets-window__text">Nenhum modelo aprovado disponível: configure WHATSAPP_REPLY_TEMPLATE.</p>
        ) : (
          <div className="tickets-window__picker">
            <label htmlFor={selectId}>Modelo aprovado</label>
            <select id={selectId} value={modelo} onChange={(event) => setModelo(event.target.value)}>
              {models.map((m) => (
                <option key={m.valor} value={m.valor}>
                  {m.nome} ({m.valor})
                </option>
              ))}
            </select>
            <Button type="button" variant="secondary" loading={sending} onClick={() => void send()}>
              Enviar modelo
            </Button>
          </div>
        ))}
      {feedback && (
        <p
          className={`tickets-window__feedback${feedback.ok ? '' : ' tickets-window__feedback--error'}`}
          role={feedback.ok ? 'status' : 'alert'}
        >
          {feedback.text}
        </p>
      )}
    </section>
  );
}
