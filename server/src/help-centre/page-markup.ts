import { HELP_SEARCH_MAX_CHARS, messagePlainText, parseMessageMarkdown, type Block, type HelpArticle, type HelpArticleList, type Inline } from '@app/contracts';

/**
 * The help centre's pages as HTML for the first answer (search engines and slow phones read it before any script):
 * the same limited Markdown as the chat, every piece of text escaped, no HTML from an article ever passed through.
 * The client then renders the same page over it.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside a <script> data block: "</script>" and "<!--" cannot end or bend it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ');

function inline(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (part.type === 'strong') return `<strong>${inline(part.children)}</strong>`;
      if (part.type === 'link') return `<a href="${escapeHtml(part.href)}" target="_blank" rel="noopener noreferrer nofollow">${escapeHtml(part.text)}</a>`;
      return escapeHtml(part.text);
    })
    .join('');
}

function block(b: Block): string {
  if (b.type === 'paragraph') return `<p>${b.lines.map(inline).join('<br>')}</p>`;
  const items = b.items.map((item) => `<li>${inline(item)}</li>`).join('');
  return b.ordered ? `<ol start="${b.start}">${items}</ol>` : `<ul>${items}</ul>`;
}

export const markdownHtml = (text: string) => parseMessageMarkdown(text).map(block).join('');

/** dd/MM/yyyy of an ISO date or YYYY-MM-DD, in Brazil's time zone. */
export function brDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

export const articlePath = (slug: string) => `/duvidas/${encodeURIComponent(slug)}`;

/** "1 artigo" / "3 artigos" found: the search's status line, worded as the client's. */
const resultCount = (n: number) => (n === 0 ? 'Nenhum artigo encontrado.' : n === 1 ? '1 artigo encontrado.' : `${n} artigos encontrados.`);

const sourceLink = (url: string, texto: string) =>
  `<a href="${escapeHtml(url)}" rel="noopener noreferrer nofollow"${url.startsWith('/') ? '' : ' target="_blank"'}>${escapeHtml(texto)}</a>`;

// The pages below are written element for element as the client's screens render them (help-article-page.tsx,
// help-index-page.tsx), so the client's render over them moves nothing on screen.

export function articleMarkup(article: HelpArticle): string {
  const toc =
    article.perguntas.length > 1
      ? `<nav class="help-article__toc" aria-label="Neste artigo"><ul>${article.secoes
          .map((s, i) => `<li><a href="#pergunta-${i + 1}">${escapeHtml(s.pergunta)}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  const sections = article.secoes
    .map((s, i) => {
      const sources = s.fontes.length
        ? `<p class="help-article__sources">Fontes: ${s.fontes
            .map((f, j) => `<span>${j > 0 ? '; ' : ''}${f.url ? sourceLink(f.url, f.texto) : escapeHtml(f.texto)}</span>`)
            .join('')}${s.verificado_em ? ` (verificado em ${brDate(s.verificado_em)})` : ''}</p>`
        : '';
      return (
        `<section id="pergunta-${i + 1}" class="help-article__section"><h2>${escapeHtml(s.pergunta)}</h2>` +
        `<div class="help-article__answer">${markdownHtml(s.resposta)}</div>${sources}</section>`
      );
    })
    .join('');
  return (
    `<article class="site-container help-page help-article">` +
    `<p class="help-article__back"><a href="/duvidas">← Todas as dúvidas</a></p>` +
    `<header class="help-article__header"><p class="help-article__category">${escapeHtml(article.categoria)}</p>` +
    `<h1 class="help-article__title">${escapeHtml(article.titulo)}</h1>` +
    `<p class="help-article__updated">Atualizado em ${brDate(article.atualizado_em)}</p></header>` +
    toc +
    sections +
    // The buttons count once the page's script has arrived (a vote is an API call); before that they wait in place.
    `<section class="help-rating" aria-labelledby="help-rating-title"><h2 id="help-rating-title" class="help-rating__title">Esta página ajudou?</h2>` +
    `<div class="help-rating__buttons"><button type="button" class="help-rating__button" aria-pressed="false"><span aria-hidden="true">👍</span> Sim</button>` +
    `<button type="button" class="help-rating__button" aria-pressed="false"><span aria-hidden="true">👎</span> Não</button></div>` +
    `<p class="help-rating__status" role="status"></p></section>` +
    `<aside class="help-ask" aria-labelledby="help-ask-title"><h2 id="help-ask-title" class="help-ask__title">Ainda com dúvida?</h2>` +
    `<p>Pergunte à nossa assistente: ela responde na hora e chama um assessor quando precisa.</p>` +
    `<a class="site-btn site-btn--primary" href="#assistente">Falar com a assessoria</a></aside>` +
    `</article>`
  );
}

export function indexMarkup(list: HelpArticleList, busca: string): string {
  const card = (a: HelpArticleList['artigos'][number]) =>
    `<li class="help-card"><a class="help-card__link" href="${articlePath(a.slug)}">${escapeHtml(a.titulo)}</a>` +
    `<p class="help-card__teaser">${escapeHtml(a.resumo)}</p></li>`;
  const results = busca
    ? `<ul class="help-cards" aria-label="Resultados da busca">${list.artigos.map(card).join('')}</ul>`
    : list.categorias
        .map(
          (c, i) =>
            `<section class="help-category" aria-labelledby="busca-duvidas-cat-${i}"><h2 id="busca-duvidas-cat-${i}" class="help-category__title">${escapeHtml(c)}</h2>` +
            `<ul class="help-cards">${list.artigos.filter((a) => a.categoria === c).map(card).join('')}</ul></section>`,
        )
        .join('');
  return (
    `<div class="site-container help-page"><header class="help-hero">` +
    `<h1 class="help-hero__title">Dúvidas sobre medicina no Paraguai</h1>` +
    `<p class="help-hero__lead">Custos, documentos, visto, universidades e revalidação: as respostas que a nossa assessoria dá todos os dias, com as fontes.</p>` +
    // Without a script the form's GET is the search: Enter in its one field sends it, and the server renders the results.
    `<form class="help-search" role="search" action="/duvidas" method="get"><label for="busca-duvidas" class="help-search__label">Buscar nas dúvidas</label>` +
    `<input id="busca-duvidas" class="help-search__input" name="busca" type="search" autocomplete="off" maxlength="${HELP_SEARCH_MAX_CHARS}" ` +
    `placeholder="Ex.: quanto custa, ENEM, revalidação" value="${escapeHtml(busca)}"></form></header>` +
    `<p class="help-status" role="status">${busca ? resultCount(list.artigos.length) : ''}</p>` +
    results +
    `</div>`
  );
}

export const notFoundMarkup = () =>
  `<div class="site-container help-page help-article"><h1 class="help-article__title">Artigo não encontrado</h1>` +
  `<p>Este endereço não leva a nenhum artigo publicado.</p><p><a href="/duvidas">Ver todas as dúvidas</a></p></div>`;

/** schema.org for the article: its questions and answers (every article is written as questions). */
export function articleJsonLd(article: HelpArticle, url: string): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    name: article.titulo,
    dateModified: article.atualizado_em,
    mainEntity: article.secoes.map((s) => ({
      '@type': 'Question',
      name: s.pergunta,
      acceptedAnswer: { '@type': 'Answer', text: messagePlainText(s.resposta) },
    })),
  };
}
