import { useState } from 'react';
import type { KnowledgeArticle, KnowledgeGap } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/utils/format-date';
import { ArticleEditor } from '@/features/knowledge/components/article-editor';
import { GapList } from '@/features/knowledge/components/gap-list';
import { MissList } from '@/features/knowledge/components/miss-list';
import { useArticle, useArticles } from '@/features/knowledge/hooks/use-knowledge';
import { articleFromQuestion } from '@/features/knowledge/logic/article-outline';
import '@/styles/staff.css';
import './knowledge-page.css';

type Selection = { kind: 'none' } | { kind: 'article'; id: number } | { kind: 'new'; text: string; lacuna?: string; seq: number };

/** /admin/conhecimento (admins): the assistant's articles (search, edit with preview, publish, history) and the content gap. */
export default function KnowledgePage() {
  const [busca, setBusca] = useState('');
  const [selection, setSelectionState] = useState<Selection>({ kind: 'none' });
  const [notice, setNotice] = useState('');
  const setSelection = (next: Selection) => {
    setNotice('');
    setSelectionState(next);
  };
  const onSaved = (saved: KnowledgeArticle, message: string) => {
    setSelectionState({ kind: 'article', id: saved.id });
    setNotice(message);
  };
  const articles = useArticles(busca);
  const all = useArticles('');
  const selected = useArticle(selection.kind === 'article' ? selection.id : null);

  const createFrom = (gap: KnowledgeGap) =>
    setSelection({ kind: 'new', text: articleFromQuestion(gap.pergunta), lacuna: gap.chave, seq: Date.now() });

  return (
    <div className="admin-page knowledge-page">
      <h1 className="admin-page__title">Conhecimento</h1>
      <p className="admin-page__lead">
        Os artigos de onde o assistente virtual responde. Uma alteração salva vale já na próxima resposta; um artigo não publicado
        deixa de ser usado.
      </p>
      <div className="knowledge-layout">
        <aside className="knowledge-articles" aria-label="Artigos">
          <TextField label="Buscar artigos" type="search" value={busca} onChange={(e) => setBusca(e.target.value)} />
          <Button variant="outline-primary" onClick={() => setSelection({ kind: 'new', text: '', seq: Date.now() })}>
            Novo artigo
          </Button>
          {articles.isError && <Alert>Não foi possível carregar os artigos.</Alert>}
          <ul className="knowledge-articles__list">
            {(articles.data ?? []).map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="knowledge-articles__item"
                  aria-current={selection.kind === 'article' && selection.id === a.id ? 'true' : undefined}
                  onClick={() => setSelection({ kind: 'article', id: a.id })}
                >
                  <span className="knowledge-articles__name">
                    {a.titulo}
                    {a.semente_nova && <span className="knowledge-badge knowledge-badge--seed"> Texto original novo</span>}
                  </span>
                  <span className="knowledge-articles__meta">
                    {a.publicado ? '' : 'Não publicado · '}v{a.versao} · {formatDateTime(a.atualizado_em)}
                  </span>
                  {a.avaliacoes.util + a.avaliacoes.nao_util > 0 && (
                    <span className="knowledge-articles__meta">
                      Página pública: <span aria-hidden="true">👍</span>
                      <span className="visually-hidden">útil</span> {a.avaliacoes.util} · <span aria-hidden="true">👎</span>
                      <span className="visually-hidden">não ajudou</span> {a.avaliacoes.nao_util}
                    </span>
                  )}
                </button>
              </li>
            ))}
            {articles.data?.length === 0 && <li>Nenhum artigo encontrado.</li>}
          </ul>
        </aside>
        <div className="knowledge-main">
          {notice && <Alert tone="success">{notice}</Alert>}
          {selection.kind === 'none' && (
            <p>Escolha um artigo para editar, crie um novo ou transforme uma pergunta sem resposta em artigo.</p>
          )}
          {selection.kind === 'article' && selected.data && (
            <ArticleEditor key={`${selected.data.id}:${selected.data.versao}`} article={selected.data} onSaved={onSaved} />
          )}
          {selection.kind === 'new' && (
            <ArticleEditor
              key={`new:${selection.seq}`}
              article={null}
              initialText={selection.text}
              lacuna={selection.lacuna}
              onSaved={onSaved}
            />
          )}
          <GapList articles={all.data ?? []} onCreate={createFrom} />
          <MissList articles={all.data ?? []} />
        </div>
      </div>
    </div>
  );
}
