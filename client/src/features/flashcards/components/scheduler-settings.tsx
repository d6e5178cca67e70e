import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RETENTION_DEFAULT, RETENTION_MAX, RETENTION_MIN, type Deck, type Scheduler } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { updateDeckScheduling } from '@/features/flashcards/api/update-deck-scheduling';
import { failureMessage } from '@/features/flashcards/logic/failure-message';
import type { DeckRead } from '@/features/flashcards/logic/offline-study';

const LABELS: Record<Scheduler, string> = { tabela: 'Tabela da assessoria', fsrs: 'FSRS (adaptativo)' };

/**
 * The deck's scheduler: the review table, or FSRS with a desired retention between 80 % and 97 %.
 * Switching keeps every card's counters and review history; only the next intervals change.
 */
export function SchedulerSettings({ deck }: { deck: Deck }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [agendador, setAgendador] = useState<Scheduler>(deck.agendador ?? 'tabela');
  const [percent, setPercent] = useState(String(Math.round((deck.retencao_desejada ?? RETENTION_DEFAULT) * 100)));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const retention = Number(percent) / 100;
    if (agendador === 'fsrs' && !(retention >= RETENTION_MIN && retention <= RETENTION_MAX)) {
      setMessage({ tone: 'error', text: 'A retenção desejada deve estar entre 80 % e 97 %.' });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      const saved = await updateDeckScheduling(deck.id, { agendador, ...(agendador === 'fsrs' ? { retencao_desejada: retention } : {}) });
      queryClient.setQueryData<DeckRead>(queryKeys.flashcards.deck(deck.id), (old) => ({ fromCopy: false, deck: { ...(old?.deck ?? deck), ...saved } }));
      setMessage({ tone: 'ok', text: `Agendador salvo: ${LABELS[saved.agendador ?? 'tabela']}.` });
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage('salvar o agendador', error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="fc-scheduler" onSubmit={(e) => void save(e)} aria-labelledby={`${id}-title`}>
      <h2 className="fc-scheduler__title" id={`${id}-title`}>
        Agendador de revisões
      </h2>
      <fieldset className="fc-scheduler__choices">
        <legend className="fc-hint">Como calcular a próxima revisão de cada card</legend>
        {(Object.keys(LABELS) as Scheduler[]).map((value) => (
          <label key={value} className="fc-scheduler__choice">
            <input type="radio" name={`${id}-agendador`} value={value} checked={agendador === value} onChange={() => setAgendador(value)} />
            {LABELS[value]}
          </label>
        ))}
      </fieldset>
      {agendador === 'fsrs' && (
        <label className="fc-scheduler__retention">
          Retenção desejada (%)
          <input
            type="number"
            inputMode="numeric"
            min={RETENTION_MIN * 100}
            max={RETENTION_MAX * 100}
            step={1}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
          />
        </label>
      )}
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? 'Salvando...' : 'Salvar agendador'}
      </Button>
      {message && (
        <p className={message.tone === 'error' ? 'fc-danger-text' : 'fc-hint'} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
