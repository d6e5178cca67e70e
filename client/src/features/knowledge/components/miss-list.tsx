import { useState } from 'react';
import type { KnowledgeArticleSummary, KnowledgeMiss } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-date';
import { useCorrectMiss, useMisses } from '@/features/knowledge/hooks/use-knowledge';

function MissRow({ miss, articles }: { miss: KnowledgeMiss; articles: KnowledgeArticleSummary[] }) {
  const [artigoId, setArtigoId] = useState('');
  const [resposta, setResposta] = useState('');
  const correct = useCorrectMiss();
  const error = correct.error
    ? (isApiError(correct.error) && correct.error.serverMessage) || 'Não foi possível salvar a correção.'
    : '';
  return (
    <li className="knowledge-gap">
      <p className="knowledge-gap__question">“{miss.pergunta || 'Pergunta não encontrada'}”</p>
      <p className="knowledge-gap__when">
        Em {formatDateTime(miss.criado_em)}, a resposta foi: <q>{miss.resposta.slice(0, 240)}</q>
      </p>
      <form
        className="knowledge-gap__actions"
        onSubmit={(e) => {
          e.preventDefault();
          if (artigoId && resposta.trim()) correct.mutate({ id: miss.id, artigoId: Number(artigoId), resposta: resposta.trim() });
        }}
      >
        <label className="visually-hidden" htmlFor={`miss-${miss.id}-resposta`}>
          A resposta certa é…
        </label>
        <textarea
          id={`miss-${miss.id}-resposta`}
          className="ui-input"
          placeholder="A resposta certa é…"
          maxLength={2000}
          rows={2}
          value={resposta}
          onChange={(e) => setResposta(e.target.value)}
        />
        <select
          className="ui-input knowledge-gap__select"
          aria-label={`Artigo da correção de “${miss.pergunta}”`}
          value={artigoId}
          onChange={(e) => setArtigoId(e.target.value)}
        >
          <option value="">Artigo…</option>
          {articles.map((a) => (
            <option key={a.id} value={a.id}>
              {a.titulo}
            </option>
          ))}
        </select>
        <Button size="sm" type="submit" disabled={correct.isPending || !artigoId || !resposta.trim()}>
          Salvar como fato
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
    </li>
  );
}

/**
 * Replies people said did not answer them ("Isso respondeu?" 👎): a staff correction becomes a new fact of an article,
 * phrased as the person asked, in one step.
 */
export function MissList({ articles }: { articles: KnowledgeArticleSummary[] }) {
  const misses = useMisses();
  return (
    <section className="knowledge-gaps" aria-labelledby="knowledge-misses-title">
      <h2 id="knowledge-misses-title">Respostas que não ajudaram</h2>
      {misses.isError && <Alert>Não foi possível carregar as respostas que não ajudaram.</Alert>}
      {misses.data && misses.data.length === 0 && <p>Nenhuma resposta marcada como “não respondeu”.</p>}
      <ul className="knowledge-gaps__list">
        {(misses.data ?? []).map((miss) => (
          <MissRow key={miss.id} miss={miss} articles={articles} />
        ))}
      </ul>
    </section>
  );
}
