import { useId, useState, type FormEvent } from 'react';
import type { KnowledgeArticle } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-date';
import { ArticlePreview } from '@/features/knowledge/components/article-preview';
import { SeedNotice } from '@/features/knowledge/components/seed-notice';
import { useArticleHistory, useSaveArticle } from '@/features/knowledge/hooks/use-knowledge';

const HISTORY_LABEL = {
  criado: 'Criado',
  editado: 'Editado',
  publicado: 'Publicado',
  despublicado: 'Despublicado',
  semente: 'Texto original atualizado',
} as const;

interface ArticleEditorProps {
  /** The saved article, or null for a new one (then `initialText` and `lacuna` may come from an unanswered question). */
  article: KnowledgeArticle | null;
  initialText?: string;
  lacuna?: string;
  /** After a save: the saved article and the message to show (the editor may be drawn again for the new version). */
  onSaved(article: KnowledgeArticle, message: string): void;
}

/** Markdown editor with a live preview, publish/unpublish, and the article's change history. */
export function ArticleEditor({ article, initialText = '', lacuna, onSaved }: ArticleEditorProps) {
  const [conteudo, setConteudo] = useState(article?.conteudo ?? initialText);
  const save = useSaveArticle();
  const history = useArticleHistory(article?.id ?? null);
  const textId = useId();

  const submit = (publicado: boolean) => {
    const input = article
      ? { id: article.id, body: { conteudo, publicado, versao: article.versao } }
      : { id: null, body: { conteudo, publicado, ...(lacuna ? { lacuna } : {}) } };
    save.mutate(input, {
      onSuccess: (saved) =>
        onSaved(
          saved,
          article ? 'Artigo salvo. O assistente já responde com este texto.' : 'Artigo criado. O assistente já responde com ele.',
        ),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(article?.publicado ?? true);
  };
  const error = save.error ? (isApiError(save.error) && save.error.serverMessage) || 'Não foi possível salvar o artigo.' : '';

  return (
    <section className="knowledge-editor" aria-label={article ? `Editar ${article.titulo}` : 'Novo artigo'}>
      <h2 className="knowledge-editor__title">
        {article ? article.titulo : 'Novo artigo'}{' '}
        {article && <span className="knowledge-badge">{article.publicado ? 'Publicado' : 'Não publicado'}</span>}
      </h2>
      {article && (
        <p className="knowledge-editor__meta">
          Versão {article.versao} · atualizado em {formatDateTime(article.atualizado_em)}
          {article.atualizado_por_nome ? ` por ${article.atualizado_por_nome}` : ''}
        </p>
      )}
      {article?.semente_nova_conteudo != null && (
        <SeedNotice article={{ ...article, semente_nova_conteudo: article.semente_nova_conteudo }} onUse={setConteudo} />
      )}
      <form onSubmit={onSubmit} className="knowledge-editor__form">
        <div className="knowledge-editor__panes">
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={textId}>
              Texto do artigo (Markdown)
            </label>
            <textarea
              id={textId}
              className="ui-input knowledge-editor__text"
              value={conteudo}
              onChange={(e) => setConteudo(e.target.value)}
              rows={22}
              spellCheck
            />
            <small className="knowledge-editor__hint">
              "# Título", depois uma seção "## Pergunta" por pergunta, com "Palavras-chave:", o texto da resposta e "Fontes:".
            </small>
          </div>
          <ArticlePreview markdown={conteudo} />
        </div>
        {error && <Alert>{error}</Alert>}
        <div className="knowledge-editor__actions">
          <Button type="submit" disabled={save.isPending}>
            {article ? 'Salvar' : 'Criar artigo'}
          </Button>
          {article && (
            <Button type="button" variant="secondary" disabled={save.isPending} onClick={() => submit(!article.publicado)}>
              {article.publicado ? 'Despublicar' : 'Publicar'}
            </Button>
          )}
        </div>
      </form>
      {article && article.perguntas_anexadas.length > 0 && (
        <div className="knowledge-editor__attached">
          <h3>Perguntas anexadas</h3>
          <ul>
            {article.perguntas_anexadas.map((pergunta, index) => (
              <li key={index}>{pergunta}</li>
            ))}
          </ul>
        </div>
      )}
      {article && (
        <div className="knowledge-history">
          <h3>Histórico de alterações</h3>
          {(history.data ?? []).length === 0 ? (
            <p>Nenhuma alteração feita pela equipe ainda.</p>
          ) : (
            <ol>
              {history.data!.map((entry) => (
                <li key={entry.id}>
                  <details>
                    <summary>
                      {HISTORY_LABEL[entry.acao]} em {formatDateTime(entry.editado_em)} por{' '}
                      {entry.acao === 'semente'
                        ? 'sistema (atualização do texto original)'
                        : (entry.editado_por_nome ?? 'conta removida')}{' '}
                      (versão {entry.versao})
                    </summary>
                    <p>{entry.acao === 'criado' ? 'Texto criado:' : 'Texto anterior:'}</p>
                    <pre className="knowledge-history__text">{entry.conteudo}</pre>
                  </details>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
