import { useState } from 'react';
import type { KnowledgeArticleSummary, KnowledgeGap } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-date';
import { useAttachGap, useGaps } from '@/features/knowledge/hooks/use-knowledge';

interface GapListProps {
  articles: KnowledgeArticleSummary[];
  onCreate(gap: KnowledgeGap): void;
}

function GapRow({ gap, articles, onCreate }: { gap: KnowledgeGap } & GapListProps) {
  const [artigoId, setArtigoId] = useState('');
  const attach = useAttachGap();
  const error = attach.error ? (isApiError(attach.error) && attach.error.serverMessage) || 'Não foi possível anexar.' : '';
  return (
    <li className="knowledge-gap">
      <p className="knowledge-gap__question">
        “{gap.pergunta}” <span className="knowledge-badge">{gap.total === 1 ? '1 vez' : `${gap.total} vezes`}</span>
      </p>
      <p className="knowledge-gap__when">Última em {formatDateTime(gap.ultima_em)}</p>
      <div className="knowledge-gap__actions">
        <Button size="sm" onClick={() => onCreate(gap)}>
          Criar artigo
        </Button>
        <select
          className="ui-input knowledge-gap__select"
          aria-label={`Anexar “${gap.pergunta}” a um artigo`}
          value={artigoId}
          onChange={(e) => {
            setArtigoId(e.target.value);
            if (e.target.value) attach.mutate({ chave: gap.chave, artigoId: Number(e.target.value) });
          }}
          disabled={attach.isPending}
        >
          <option value="">Anexar a…</option>
          {articles.map((a) => (
            <option key={a.id} value={a.id}>
              {a.titulo}
            </option>
          ))}
        </select>
      </div>
      {error && <Alert>{error}</Alert>}
    </li>
  );
}

/** Questions the assistant could not answer, grouped: each becomes an article or is attached to one in two clicks. */
export function GapList({ articles, onCreate }: GapListProps) {
  const gaps = useGaps();
  return (
    <section className="knowledge-gaps" aria-labelledby="knowledge-gaps-title">
      <h2 id="knowledge-gaps-title">Perguntas sem resposta</h2>
      {gaps.isError && <Alert>Não foi possível carregar as perguntas sem resposta.</Alert>}
      {gaps.data && gaps.data.length === 0 && <p>Nenhuma pergunta sem resposta.</p>}
      <ul className="knowledge-gaps__list">
        {(gaps.data ?? []).map((gap) => (
          <GapRow key={gap.chave} gap={gap} articles={articles} onCreate={onCreate} />
        ))}
      </ul>
    </section>
  );
}
