import type { OrigemProspecto } from '@app/contracts';
import { formatDateTime } from '@/utils/format-date';

const FIELD_LABELS = [
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['utm_term', 'utm_term'],
  ['utm_content', 'utm_content'],
  ['gclid', 'gclid (Google Ads)'],
  ['fbclid', 'fbclid (Facebook/Instagram)'],
  ['referrer', 'Site de onde veio'],
] as const;

/** Where the prospect came from: the normalised label and the first-touch data their registration carried. */
export function SourceDetails({ origem }: { origem: OrigemProspecto | null }) {
  return (
    <section aria-labelledby="pipeline-source-title">
      <h3 id="pipeline-source-title" className="pipeline-subtitle">
        Origem do cadastro
      </h3>
      {origem ? (
        <dl className="pipeline-source-details">
          <div>
            <dt>Origem</dt>
            <dd>{origem.rotulo}</dd>
          </div>
          {FIELD_LABELS.filter(([campo]) => origem[campo]).map(([campo, label]) => (
            <div key={campo}>
              <dt>{label}</dt>
              <dd>{origem[campo]}</dd>
            </div>
          ))}
          {origem.capturado_em && (
            <div>
              <dt>Primeira visita</dt>
              <dd>{formatDateTime(origem.capturado_em)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="pipeline-muted">Sem origem registrada (conta criada sem passar pelo site).</p>
      )}
    </section>
  );
}
