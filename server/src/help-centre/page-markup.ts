import { messagePlainText, parseMessageMarkdown, type Block, type HelpArticle, type HelpArticleList, type Inline } from '@app/contracts';

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
      if (part.type === 'link') return `<a href="${escapeHtml(part.href)}" rel="noopener noreferrer nofollow">${escapeHtml(part.text)}</a>`;
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

export function articleMarkup(article: HelpArticle): string {
  const sections = article.secoes
    .map((s) => {
      const sources = s.fontes.length
        ? `<p class="help-article__sources">Fontes: ${s.fontes
            .map((f) => (f.url ? `<a href="${escapeHtml(f.url)}" rel="noopener noreferrer nofollow">${escapeHtml(f.texto)}</a>` : escapeHtml(f.texto)))
            .join('; ')}${s.verificado_em ? ` (verificado em ${brDate(s.verificado_em)})` : ''}</p>`
        : '';
      return `<section class="help-article__section"><h2>${escapeHtml(s.pergunta)}</h2>${markdownHtml(s.resposta)}${sources}</section>`;
    })
    .join('');
  return (
    `<main><article class="site-container help-page help-article">` +
    `<p class="help-article__back"><a href="/duvidas">← Todas as dúvidas</a></p>` +
    `<h1>${escapeHtml(article.titulo)}</h1>` +
    `<p class="help-article__updated">Atualizado em ${brDate(article.atualizado_em)}</p>` +
    sections +
    `<aside class="help-ask"><h2>Ainda com dúvida?</h2><p>Pergunte à nossa assistente: ela responde na hora e chama um assessor quando precisa.</p>` +
    `<a href="#assistente">Falar com a assessoria</a></aside>` +
    `</article></main>`
  );
}

export function indexMarkup(list: HelpArticleList, busca: string): string {
  const item = (a: HelpArticleList['artigos'][number]) =>
    `<li><a href="${articlePath(a.slug)}">${escapeHtml(a.titulo)}</a><p>${escapeHtml(a.resumo)}</p></li>`;
  const groups = busca
    ? `<ul>${list.artigos.map(item).join('')}</ul>`
    : list.categorias
        .map((c) => `<h2>${escapeHtml(c)}</h2><ul>${list.artigos.filter((a) => a.categoria === c).map(item).join('')}</ul>`)
        .join('');
  return (
    `<main class="site-container help-page"><h1>Dúvidas sobre medicina no Paraguai</h1>` +
    `<form method="get" action="/duvidas" role="search"><label for="busca-duvidas">Buscar nas dúvidas</label>` +
    `<input id="busca-duvidas" name="busca" type="search" value="${escapeHtml(busca)}"><button type="submit">Buscar</button></form>` +
    (busca && list.artigos.length === 0 ? `<p>Nenhum artigo encontrado para “${escapeHtml(busca)}”.</p>` : groups) +
    `</main>`
  );
}

export const notFoundMarkup = () =>
  `<main class="site-container help-page"><h1>Artigo não encontrado</h1><p>Este endereço não leva a nenhum artigo publicado.</p>` +
  `<p><a href="/duvidas">Ver todas as dúvidas</a></p></main>`;

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
