import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DueForecast } from '@/features/flashcards/components/due-forecast';
import { MaturityChart } from '@/features/flashcards/components/maturity-chart';
import { StudyHeatmap } from '@/features/flashcards/components/study-heatmap';
import { DECKS_PATH, parseDeckId } from '@/features/flashcards/hooks/use-deck-id';
import { useDecks } from '@/features/flashcards/hooks/use-decks';
import { useStudyStats } from '@/features/flashcards/hooks/use-study-stats';
import { deckTitle } from '@/features/flashcards/logic/deck-title';
import '@/features/flashcards/flashcards.css';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);
const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/** /painel/flashcards/estatisticas: the learner's progress, from the review log, for all decks or one. */
export default function StatsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const deckId = parseDeckId(params.get('deck') ?? undefined);
  const decks = useDecks();
  const { data: stats, isError } = useStudyStats(deckId);

  return (
    <div className="fc-page">
      <header className="fc-page__header">
        <h1 className="fc-page__title">Estatísticas de estudo</h1>
        <Button variant="secondary" size="sm" onClick={() => navigate(DECKS_PATH)}>
          Voltar
        </Button>
      </header>
      <label className="fc-stats__deck">
        Deck
        <select className="ui-input ui-select" value={deckId ?? ''} onChange={(e) => setParams(e.target.value ? { deck: e.target.value } : {})}>
          <option value="">Todos os decks</option>
          {(decks.data?.decks ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {deckTitle(d)}
            </option>
          ))}
        </select>
      </label>

      {isError ? (
        <p className="fc-empty">Não foi possível carregar as estatísticas.</p>
      ) : !stats ? (
        <p className="fc-empty" role="status">
          Carregando estatísticas...
        </p>
      ) : (
        <div className="fc-stats">
          <dl className="fc-stats__tiles">
            <div className="fc-stats__tile">
              <dt>Para revisar hoje</dt>
              <dd>{stats.para_hoje}</dd>
            </div>
            <div className="fc-stats__tile">
              <dt>Sequência atual</dt>
              <dd>{days(stats.sequencia_atual)}</dd>
            </div>
            <div className="fc-stats__tile">
              <dt>Maior sequência</dt>
              <dd>{days(stats.maior_sequencia)}</dd>
            </div>
            <div className="fc-stats__tile">
              <dt>Retenção real</dt>
              <dd>{percent(stats.retencao.taxa)}</dd>
            </div>
          </dl>
          <p className="fc-hint">
            Retenção real: das {stats.retencao.revisoes} revisões feitas pelo menos 12 h depois da anterior, {stats.retencao.lembradas}{' '}
            não foram &quot;Errei&quot;.
          </p>

          <section className="fc-stats__section" aria-labelledby="fc-stats-heatmap">
            <h2 id="fc-stats-heatmap">Revisões por dia (últimos 12 meses)</h2>
            <StudyHeatmap stats={stats} labelledBy="fc-stats-heatmap" />
          </section>

          <section className="fc-stats__section" aria-labelledby="fc-stats-forecast">
            <h2 id="fc-stats-forecast">Previsão de revisões (próximos 30 dias)</h2>
            <DueForecast stats={stats} />
          </section>

          <section className="fc-stats__section" aria-labelledby="fc-stats-maturity">
            <h2 id="fc-stats-maturity">Cards por maturidade</h2>
            <MaturityChart maturity={stats.maturidade} />
          </section>
        </div>
      )}
    </div>
  );
}
