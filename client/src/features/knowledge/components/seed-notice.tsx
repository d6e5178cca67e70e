import type { KnowledgeArticle } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { ArticlePreview } from '@/features/knowledge/components/article-preview';
import { useKeepOwnText } from '@/features/knowledge/hooks/use-knowledge';

interface SeedNoticeProps {
  article: KnowledgeArticle & { semente_nova_conteudo: string };
  /** Puts the newer original in the editor (saving it adopts it). */
  onUse(text: string): void;
}

/**
 * A release corrected the original text of an article the staff changed: their text was kept, and the newer original
 * can be read here, put in the editor (then saved) or dismissed.
 */
export function SeedNotice({ article, onUse }: SeedNoticeProps) {
  const keep = useKeepOwnText();
  const error = keep.error ? (isApiError(keep.error) && keep.error.serverMessage) || 'Não foi possível manter o texto.' : '';
  return (
    <Alert tone="info" className="knowledge-seed-notice">
      <p>
        <strong>Há uma versão nova do texto original.</strong> Uma atualização do sistema corrigiu o texto de origem deste artigo.
        Como a equipe já alterou o artigo, o texto de vocês foi mantido.
      </p>
      <details>
        <summary>Ver o texto original novo</summary>
        <ArticlePreview markdown={article.semente_nova_conteudo} />
      </details>
      {error && <Alert>{error}</Alert>}
      <div className="knowledge-editor__actions">
        <Button type="button" variant="outline-primary" onClick={() => onUse(article.semente_nova_conteudo)}>
          Usar o texto original no editor
        </Button>
        <Button type="button" variant="secondary" disabled={keep.isPending} onClick={() => keep.mutate(article.id)}>
          Manter o nosso texto
        </Button>
      </div>
    </Alert>
  );
}
