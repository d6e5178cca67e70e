import { AssistantMarkdown } from '@/components/ui/message-text';
import { articleOutline } from '@/features/knowledge/logic/article-outline';

/** The article as React elements: headings, keyword and source lines, and the answer's limited Markdown (never HTML). */
export function ArticlePreview({ markdown }: { markdown: string }) {
  return (
    <div className="knowledge-preview ui-message-text--assistant" aria-label="Pré-visualização">
      {articleOutline(markdown).map((piece, index) => {
        if (piece.type === 'title') return <h2 key={index}>{piece.text}</h2>;
        if (piece.type === 'question') return <h3 key={index}>{piece.text}</h3>;
        if (piece.type === 'meta')
          return (
            <div key={index} className="knowledge-preview__meta">
              <strong>{piece.label}:</strong> <AssistantMarkdown text={piece.text} />
            </div>
          );
        return <AssistantMarkdown key={index} text={piece.text} />;
      })}
    </div>
  );
}
