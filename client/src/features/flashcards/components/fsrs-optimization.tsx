import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deck, FsrsOptimizationSource, FsrsOptimizationStatus } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { getFsrsStatus, optimizeFsrs, resetFsrs } from '@/features/flashcards/api/fsrs-optimization';
import { failureMessage } from '@/features/flashcards/logic/failure-message';
import type { DeckRead } from '@/features/flashcards/logic/offline-study';

const number = (n: number) => n.toLocaleString('pt-BR');
/** How many cards' memory (stability and difficulty) the server recomputed with the new weights, when any. */
const recomputed = ({ cards_recalculados: n }: FsrsOptimizationStatus) =>
  n ? ` A memória de ${number(n)} ${n === 1 ? 'card' : 'cards'} foi recalculada com eles; as datas de revisão não mudaram.` : '';
const dateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * "Otimizar com o meu histórico": FSRS's weights fitted on the learner's own answers once there are enough
 * of them (this deck's, or all their decks'), or why not yet; and the way back to FSRS-6's defaults.
 */
export function FsrsOptimization({ deck }: { deck: Deck }) {
  const id = useId();
  const queryClient = useQueryClient();
  const statusKey = [...queryKeys.flashcards.deck(deck.id), 'fsrs'] as const;
  const status = useQuery({ queryKey: statusKey, queryFn: ({ signal }) => getFsrsStatus(deck.id, signal) });
  const [origem, setOrigem] = useState<FsrsOptimizationSource>('deck');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const saved = (next: FsrsOptimizationStatus) => {
    queryClient.setQueryData(statusKey, next);
    queryClient.setQueryData<DeckRead>(queryKeys.flashcards.deck(deck.id), (old) => ({ fromCopy: false, deck: { ...(old?.deck ?? deck), ...next.deck } }));
    // The server recomputed the cards' FSRS state: the study page's interval previews must read the new one.
    if (next.cards_recalculados) void queryClient.invalidateQueries({ queryKey: queryKeys.flashcards.cards(deck.id) });
  };
  const optimize = useMutation({
    mutationFn: () => optimizeFsrs(deck.id, origem),
    onMutate: () => setMessage(null),
    onSuccess: (next) => {
      saved(next);
      setMessage({
        tone: 'ok',
        text: `Parâmetros otimizados com ${number(next.deck.fsrs_revisoes_usadas ?? 0)} revisões.${recomputed(next)}`,
      });
    },
    onError: (error) => setMessage({ tone: 'error', text: failureMessage('otimizar', error) }),
  });
  const reset = useMutation({
    mutationFn: () => resetFsrs(deck.id),
    onMutate: () => setMessage(null),
    onSuccess: (next) => {
      saved(next);
      setMessage({ tone: 'ok', text: `De volta aos parâmetros padrão do FSRS.${recomputed(next)}` });
    },
    onError: (error) => setMessage({ tone: 'error', text: failureMessage('voltar aos parâmetros padrão', error) }),
  });

  const data = status.data;
  const fitted = data?.deck ?? deck;
  const have = data ? data.revisoes[origem] : null;
  const enough = data !== undefined && have !== null && have >= data.minimo;
  const busy = optimize.isPending || reset.isPending;

  return (
    <section className="fc-scheduler fc-fsrs-fit" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h3 className="fc-scheduler__title" id={`${id}-title`}>
        Parâmetros do FSRS
      </h3>
      <p className="fc-hint">
        {fitted.fsrs_parametros && fitted.fsrs_otimizado_em
          ? `Otimizados com o seu histórico em ${dateTime(fitted.fsrs_otimizado_em)}, com ${number(fitted.fsrs_revisoes_usadas ?? 0)} revisões.`
          : 'Parâmetros padrão do FSRS-6 (médias de milhares de estudantes).'}
      </p>
      {status.isError && <p className="fc-danger-text">Não foi possível ler o seu histórico de revisões.</p>}
      {data && (
        <>
          <label className="fc-scheduler__choice">
            <input
              type="checkbox"
              checked={origem === 'todos'}
              onChange={(e) => setOrigem(e.target.checked ? 'todos' : 'deck')}
            />
            Usar as revisões de todos os meus decks ({number(data.revisoes.todos)})
          </label>
          {!enough && (
            <p className="fc-hint" id={`${id}-why`}>
              São necessárias {number(data.minimo)} revisões; você tem {number(have ?? 0)}
              {origem === 'deck' ? ' neste deck' : ''}.
            </p>
          )}
        </>
      )}
      <Button
        type="button"
        size="sm"
        disabled={!enough || busy}
        aria-describedby={enough ? undefined : `${id}-why`}
        onClick={() => optimize.mutate()}
      >
        {optimize.isPending ? 'Otimizando...' : 'Otimizar com o meu histórico'}
      </Button>
      {fitted.fsrs_parametros && (
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => reset.mutate()}>
          Voltar aos parâmetros padrão
        </Button>
      )}
      {message && (
        <p
          className={message.tone === 'error' ? 'fc-danger-text' : 'fc-hint'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
