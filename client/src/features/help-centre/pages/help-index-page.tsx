import { useId } from 'react';
import { HELP_SEARCH_MAX_CHARS, type HelpArticleSummary } from '@app/contracts';
import { useHelpSearch } from '@/features/help-centre/hooks/use-help-search';
import { embeddedIndex } from '@/features/help-centre/logic/page-data';
import { resultCount } from '@/features/help-centre/logic/help-text';
import './help-centre.css';

function ArticleCard({ article }: { article: HelpArticleSummary }) {
  return (
    <li className="help-card">
      <a className="help-card__link" href={`/duvidas/${encodeURIComponent(article.slug)}`}>
        {article.titulo}
      </a>
      <p className="help-card__teaser">{article.resumo}</p>
    </li>
  );
}

/** /duvidas: every published article by topic, and a search over titles, questions and answers. */
export function HelpIndexPage() {
  const search = useHelpSearch(embeddedIndex());
  const inputId = useId();
  const searching = search.busca.trim() !== '';
  const lista = search.lista;

  return (
    <div className="site-container help-page">
      <header className="help-hero">
        <h1 className="help-hero__title">Dúvidas sobre medicina no Paraguai</h1>
        <p className="help-hero__lead">
          Custos, documentos, visto, universidades e revalidação: as respostas que a nossa assessoria dá todos os dias, com as fontes.
        </p>
        <form className="help-search" role="search" action="/duvidas" method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="help-search__label">
            Buscar nas dúvidas
          </label>
          <input
            id={inputId}
            className="help-search__input"
            name="busca"
            type="search"
            autoComplete="off"
            maxLength={HELP_SEARCH_MAX_CHARS}
            placeholder="Ex.: quanto custa, ENEM, revalidação"
            value={search.busca}
            onChange={(event) => search.setBusca(event.target.value)}
          />
        </form>
      </header>

      <p className="help-status" role="status">
        {search.error ?? (searching && lista && !search.loading ? resultCount(lista.artigos.length) : '')}
      </p>

      {lista &&
        (searching ? (
          <ul className="help-cards" aria-label="Resultados da busca">
            {lista.artigos.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
        ) : (
          lista.categorias.map((categoria, index) => (
            <section key={categoria} className="help-category" aria-labelledby={`${inputId}-cat-${index}`}>
              <h2 id={`${inputId}-cat-${index}`} className="help-category__title">
                {categoria}
              </h2>
              <ul className="help-cards">
                {lista.artigos
                  .filter((article) => article.categoria === categoria)
                  .map((article) => (
                    <ArticleCard key={article.slug} article={article} />
                  ))}
              </ul>
            </section>
          ))
        ))}
    </div>
  );
}
