import type { HelpSection } from '@app/contracts';
import { AssistantMarkdown } from '@/components/ui/message-text';
import { Spinner } from '@/components/ui/spinner';
import { useHelpArticle } from '@/features/help-centre/hooks/use-help-article';
import { helpDate } from '@/features/help-centre/logic/help-text';
import { PageRating } from '@/features/help-centre/components/page-rating';
import './help-centre.css';

function Sources({ section }: { section: HelpSection }) {
  if (section.fontes.length === 0) return null;
  return (
    <p className="help-article__sources">
      Fontes:{' '}
      {section.fontes.map((fonte, index) => (
        <span key={index}>
          {index > 0 && '; '}
          {fonte.url ? (
            <a href={fonte.url} rel="noopener noreferrer nofollow" {...(fonte.url.startsWith('/') ? {} : { target: '_blank' })}>
              {fonte.texto}
            </a>
          ) : (
            fonte.texto
          )}
        </span>
      ))}
      {section.verificado_em && ` (verificado em ${helpDate(section.verificado_em)})`}
    </p>
  );
}

function BackLink() {
  return (
    <p className="help-article__back">
      <a href="/duvidas">← Todas as dúvidas</a>
    </p>
  );
}

interface HelpArticlePageProps {
  slug: string;
  /** Where the chat widget opens (its hash). */
  chatHref: string;
  /** The reader asks the assistant about this article's topic. */
  onAsk(titulo: string): void;
}

/** /duvidas/:slug: one article's questions and answers, their sources, and the way to ask the assistant more. */
export function HelpArticlePage({ slug, chatHref, onAsk }: HelpArticlePageProps) {
  const state = useHelpArticle(slug);

  if (state.status === 'loading') return <Spinner label="Carregando o artigo..." />;
  if (state.status === 'missing' || state.status === 'failed')
    return (
      <div className="site-container help-page help-article">
        <h1 className="help-article__title">{state.status === 'missing' ? 'Artigo não encontrado' : 'Algo deu errado'}</h1>
        <p>{state.status === 'missing' ? 'Este endereço não leva a nenhum artigo publicado.' : state.message}</p>
        <p>
          <a href="/duvidas">Ver todas as dúvidas</a>
        </p>
      </div>
    );

  const { article } = state;
  return (
    <article className="site-container help-page help-article">
      <BackLink />
      <header className="help-article__header">
        <p className="help-article__category">{article.categoria}</p>
        <h1 className="help-article__title">{article.titulo}</h1>
        <p className="help-article__updated">Atualizado em {helpDate(article.atualizado_em)}</p>
      </header>
      {article.perguntas.length > 1 && (
        <nav className="help-article__toc" aria-label="Neste artigo">
          <ul>
            {article.secoes.map((section, index) => (
              <li key={index}>
                <a href={`#pergunta-${index + 1}`}>{section.pergunta}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {article.secoes.map((section, index) => (
        <section key={index} id={`pergunta-${index + 1}`} className="help-article__section">
          <h2>{section.pergunta}</h2>
          <div className="help-article__answer">
            <AssistantMarkdown text={section.resposta} />
          </div>
          <Sources section={section} />
        </section>
      ))}
      <PageRating slug={article.slug} />
      <aside className="help-ask" aria-labelledby="help-ask-title">
        <h2 id="help-ask-title" className="help-ask__title">
          Ainda com dúvida?
        </h2>
        <p>Pergunte à nossa assistente: ela responde na hora e chama um assessor quando precisa.</p>
        <a className="site-btn site-btn--primary" href={chatHref} onClick={() => onAsk(article.titulo)}>
          Falar com a assessoria
        </a>
      </aside>
    </article>
  );
}
