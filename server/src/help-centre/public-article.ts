import { messagePlainText, safeHttpUrl, type HelpArticle, type HelpSection, type HelpSource } from '@app/contracts';

/** An article as the database keeps it (published ones only reach this file). */
export interface StoredArticle {
  slug: string;
  titulo: string;
  conteudo: string;
  atualizado_em: Date | string;
}

/** The index's topics, in display order; an article staff create later falls under the last one. */
export const HELP_CATEGORIES: readonly { nome: string; slugs: readonly string[] }[] = [
  { nome: 'Custos e financiamento', slugs: ['custos', 'bolsas-financiamento', 'trabalhar-estudando'] },
  {
    nome: 'Documentos e matrícula',
    slugs: ['documentos-matricula', 'legalizacao-apostilamento', 'cronograma-prazos', 'idade-menores', 'transferencia'],
  },
  { nome: 'Morar no Paraguai', slugs: ['universidades-paraguai', 'vida-no-paraguai', 'visto-residencia', 'seguranca', 'familia'] },
  { nome: 'Depois da formatura', slugs: ['revalidacao-brasil'] },
  { nome: 'A assessoria', slugs: ['falar-com-assessor', 'honorarios-assessoria'] },
];
export const OTHER_CATEGORY = 'Outros assuntos';

export const categoryOf = (slug: string): string => HELP_CATEGORIES.find((c) => c.slugs.includes(slug))?.nome ?? OTHER_CATEGORY;

// Text staff have not filled in yet, or that is only for the team: never on a public page.
const PLACEHOLDER = /\[\s*PREENCHER/i;
const INTERNAL_SOURCE = /informa[çc][ãa]o interna/i;
const VERIFIED = /\(verificado em (\d{4}-\d{2}-\d{2})\)/gi;
const LINKED_SOURCE = /^\[([^\]\n]+)\]\((.+)\)$/;
const DESCRIPTION_CHARS = 160;

/** Splits a "Fontes:" line at the semicolons outside brackets and parentheses (an address may hold one). */
function splitSources(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '[' || ch === '(') depth++;
    else if ((ch === ']' || ch === ')') && depth > 0) depth--;
    else if (ch === ';' && depth === 0) {
      items.push(line.slice(start, i));
      start = i + 1;
    }
  }
  items.push(line.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A link to another page of this site ("/#assessores") or an absolute http(s) address; anything else is no link. */
function sourceUrl(raw: string): string | null {
  if (/^\/(?!\/)/.test(raw)) return raw;
  return safeHttpUrl(raw);
}

function parseSources(line: string): { fontes: HelpSource[]; verificado_em: string | null } {
  const fontes: HelpSource[] = [];
  let latest: string | null = null;
  for (const item of splitSources(line)) {
    if (PLACEHOLDER.test(item) || INTERNAL_SOURCE.test(item)) continue;
    for (const [, date] of item.matchAll(VERIFIED)) if (!latest || date! > latest) latest = date!;
    const bare = item.replace(VERIFIED, '').trim();
    const linked = LINKED_SOURCE.exec(bare);
    if (linked) fontes.push({ texto: linked[1]!.trim(), url: sourceUrl(linked[2]!) });
    else if (bare) fontes.push({ texto: bare, url: null });
  }
  return { fontes, verificado_em: latest };
}

/**
 * The article's `## question` sections as the public reads them: the assistant's keyword lines go, sources become a
 * list with the date they were checked, and a section holding a placeholder is left out whole. The keywords stay
 * beside each section for the search, never on the page.
 */
export function publicSections(markdown: string): { secao: HelpSection; palavras: string }[] {
  const parts = markdown.replace(/\r\n?/g, '\n').split(/^##[ \t]+/m).slice(1);
  const sections: { secao: HelpSection; palavras: string }[] = [];
  for (const part of parts) {
    const [heading = '', ...rest] = part.split('\n');
    let sourceLine = '';
    let palavras = '';
    const body = rest.filter((line) => {
      const trimmed = line.trim();
      if (/^Palavras-chave:/i.test(trimmed)) {
        palavras = trimmed.replace(/^Palavras-chave:/i, '');
        return false;
      }
      if (/^Fontes?:/i.test(trimmed)) {
        sourceLine = trimmed.replace(/^Fontes?:/i, '');
        return false;
      }
      return true;
    });
    const pergunta = heading.trim();
    // The assistant's annotations ("<!-- aspectos: custo -->") are for the assistant, not for readers.
    const resposta = body
      .map((line) => line.replace(/\s*<!--[\s\S]*?-->/g, ''))
      .join('\n')
      .trim();
    if (!pergunta || !resposta || PLACEHOLDER.test(pergunta) || PLACEHOLDER.test(resposta)) continue;
    sections.push({ secao: { pergunta, resposta, ...parseSources(sourceLine) }, palavras });
  }
  return sections;
}

/** Plain text cut at a word boundary, for meta descriptions. */
export function shortText(text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2));
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The article as the public sees it (and its search keywords), or null when nothing of it may be shown. */
export function publicArticle(row: StoredArticle): { artigo: HelpArticle; palavras: string } | null {
  const parsed = publicSections(row.conteudo);
  if (parsed.length === 0) return null;
  const secoes = parsed.map((p) => p.secao);
  const artigo: HelpArticle = {
    slug: row.slug,
    titulo: row.titulo,
    resumo: shortText(messagePlainText(secoes[0]!.resposta)),
    categoria: categoryOf(row.slug),
    atualizado_em: new Date(row.atualizado_em).toISOString(),
    perguntas: secoes.map((s) => s.pergunta),
    secoes,
  };
  return { artigo, palavras: parsed.map((p) => p.palavras).join(' ') };
}
