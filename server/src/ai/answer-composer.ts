import type { KnowledgeMatch, KnowledgeSection } from './knowledge-base.js';
import { PLACEHOLDER } from './knowledge-base.js';
import { searchTerms } from './portuguese-text.js';

/** The longest passage of one answer; two topics share it. */
export const MAX_PASSAGE_CHARS = 600;
export const TALK_TO_ADVISOR = 'Falar com um assessor';

/** Where a reader of one article usually goes next. */
const RELATED: Record<string, [string, string]> = {
  custos: ['bolsas-financiamento', 'vida-no-paraguai'],
  'bolsas-financiamento': ['custos', 'honorarios-assessoria'],
  'documentos-matricula': ['legalizacao-apostilamento', 'cronograma-prazos'],
  'legalizacao-apostilamento': ['documentos-matricula', 'cronograma-prazos'],
  'visto-residencia': ['documentos-matricula', 'familia'],
  'revalidacao-brasil': ['universidades-paraguai', 'cronograma-prazos'],
  'universidades-paraguai': ['custos', 'seguranca'],
  'cronograma-prazos': ['documentos-matricula', 'custos'],
  'vida-no-paraguai': ['seguranca', 'custos'],
  'falar-com-assessor': ['honorarios-assessoria', 'documentos-matricula'],
  familia: ['visto-residencia', 'idade-menores'],
  'honorarios-assessoria': ['falar-com-assessor', 'custos'],
  'idade-menores': ['familia', 'documentos-matricula'],
  seguranca: ['vida-no-paraguai', 'universidades-paraguai'],
  'trabalhar-estudando': ['visto-residencia', 'vida-no-paraguai'],
  transferencia: ['universidades-paraguai', 'revalidacao-brasil'],
};

/** The question asks for certainty about an outcome ("é certeza que sai?", "vcs garantem?", "fica congelado?"). */
const ASKS_FOR_CERTAINTY = /\b(garant\w*|certeza|com certeza|certo que|congelad[oa]|vai (valer|ser aceit[oa]|sair)|sai com)\b/;
/** A section written to answer whether something is guaranteed: its own lead-in ("**Não.**") is the honest one. */
const ABOUT_GUARANTEES = /garant/i;
const OPENS_WITH_NO = /^\*\*N[aã]o\b/;
const OWN_YES_NO = /^(\*\*)?(N[aã]o|Sim)[.:,](\*\*)?\s*/;
/** An open question ("qual a taxa…?", "como funciona…?") is not answered by a passage's own "Não."/"Sim,". */
const OPEN_QUESTION = /^\s*(e\s+)?(qual|quais|quanto|quanta|quantos|quantas|qto|qnto|como|quando|qnd|onde|o que|oq|por que)\b/i;

/** Cuts text at the last sentence or list item that fits. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const cut = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'), head.lastIndexOf(';\n'), head.lastIndexOf(':\n'));
  return cut > max / 3 ? `${head.slice(0, cut + 1).trim()}` : `${head.slice(0, head.lastIndexOf(' ')).trim()} …`;
}

/** The passage of a section that answers: its opening paragraphs, and as many items of a list as fit. */
export function passageOf(section: KnowledgeSection, max = MAX_PASSAGE_CHARS): { text: string; incomplete: boolean } {
  const blocks = section.body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  let text = blocks[0] ?? '';
  for (const block of blocks.slice(1)) {
    if (text.length + block.length + 2 <= max) {
      text = `${text}\n\n${block}`;
      continue;
    }
    const items = block.split('\n');
    if (!/^(- |\d+\. )/.test(items[0] ?? '')) break;
    let list = '';
    for (const item of items) {
      if (text.length + list.length + item.length + 3 > max) break;
      list = list ? `${list}\n${item}` : item;
    }
    if (list) text = `${text}\n\n${list}`;
    break;
  }
  const incomplete = PLACEHOLDER.test(text);
  text = withoutPlaceholders(text)
    .replace(/^[.\s]+/, '')
    .replace(/\.{2,}/g, '.')
    .trim();
  return { text: clip(text, max), incomplete };
}

/**
 * The text without its `[PREENCHER…]` placeholders and the colon and spaces before each, in one pass (an article is
 * up to 30 000 characters an admin typed; the regular expression this replaces was quadratic on it, docs/security.md).
 */
function withoutPlaceholders(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf('[PREENCHER', from);
    const end = start < 0 ? -1 : text.indexOf(']', start);
    if (end < 0) break;
    let cut = start;
    while (cut > from && /\s/.test(text[cut - 1]!)) cut -= 1;
    if (cut > from && text[cut - 1] === ':') cut -= 1;
    out += text.slice(from, cut);
    from = end + 1;
  }
  return out + text.slice(from);
}

/** The markdown links `[text](url)` of a line, each with where it ends, in one pass (see withoutPlaceholders). */
function linkTexts(line: string): { text: string; end: number }[] {
  const links: { text: string; end: number }[] = [];
  let from = 0;
  for (;;) {
    const open = line.indexOf('[', from);
    const close = open < 0 ? -1 : line.indexOf(']', open + 1);
    if (close < 0) return links;
    // Every '[' before this ']' meets the same ']': if no "(…)" follows it, none of them starts a link; if no ')'
    // follows, no later one can either.
    if (line[close + 1] === '(' && close > open + 1) {
      const end = line.indexOf(')', close + 2);
      if (end < 0) return links;
      links.push({ text: line.slice(open + 1, close), end });
      from = end + 1;
    } else from = close + 1;
  }
}

/**
 * "Fonte: G1, 15/01/2025 (verificado em 2026-11-24)." from a section's sources line, or '' when it has none to show.
 * Given the statement the reply quotes, the source whose description shares most of its words backs it (the language
 * section's statement about Portuguese at the border cites the article about the border, not the one about classes).
 */
export function sourceLine(section: KnowledgeSection, statement?: string): string {
  if (!section.sources || PLACEHOLDER.test(section.sources)) return '';
  const links = linkTexts(section.sources);
  if (links.length === 0) return '';
  const said = new Set(statement ? searchTerms(statement) : []);
  const shared = (text: string) => searchTerms(text).filter((t) => said.has(t)).length;
  const best = links.reduce((a, b) => (shared(b.text) > shared(a.text) ? b : a));
  // The date of a link is the first "verificado em" after it; a group of links shares the one after its last link.
  const checked =
    /verificado em ([\d-]+)/.exec(section.sources.slice(best.end))?.[1] ?? /verificado em ([\d-]+)/.exec(section.sources)?.[1];
  return `Fonte: ${best.text}${checked ? ` (verificado em ${checked})` : ''}.`;
}

export interface ComposedAnswer {
  text: string;
  articles: string[];
  /** A passage still has an owner's placeholder: an advisor must complete the answer. */
  needsAdvisor: boolean;
  quickReplies: string[];
}

/** The answer to a question from one or two matched sections, with an honest lead-in and follow-up suggestions. */
export function composeAnswer(
  question: string,
  matches: KnowledgeMatch[],
  articleTopic: (article: string) => { topic: string; firstTitle: string } | undefined,
): ComposedAnswer {
  const share = matches.length > 1 ? Math.floor(MAX_PASSAGE_CHARS / matches.length) + 60 : MAX_PASSAGE_CHARS;
  const parts = matches.map(({ section }) => ({ section, ...passageOf(section, share) }));
  const asksForCertainty = ASKS_FOR_CERTAINTY.test(question);
  const blocks = parts.map(({ section, text }, index) => {
    let passage = text;
    // A passage that already opens with a bold "Não…" is its own honest lead-in ("**Não existe reconhecimento pelo MEC…**").
    if (!asksForCertainty && OPEN_QUESTION.test(question)) {
      const body = passage.replace(OWN_YES_NO, '');
      passage = `${body.charAt(0).toLocaleUpperCase('pt-BR')}${body.slice(1)}`;
    }
    if (asksForCertainty && !ABOUT_GUARANTEES.test(`${section.title} ${section.keywords}`) && !OPENS_WITH_NO.test(passage)) {
      // The passage's own "Não:"/"Sim," answers its section's question, not whether the outcome is certain.
      const body = passage.replace(OWN_YES_NO, '');
      passage = `**Não há garantia.** ${body.charAt(0).toLocaleUpperCase('pt-BR')}${body.slice(1)}`;
    }
    if (matches.length > 1) passage = `**${section.title}?**\n${passage}`;
    const source = sourceLine(section);
    return index === 0 || matches.length > 1 ? [passage, source].filter(Boolean).join('\n') : passage;
  });
  const articles = parts.map((p) => p.section.article);
  const needsAdvisor = parts.some((p) => p.incomplete);
  if (needsAdvisor)
    blocks.push(
      'Esse ponto é confirmado por um assessor: vou **encaminhar a sua pergunta** para a equipe, que responde por aqui.',
    );

  const related = [...new Set(articles.flatMap((a) => RELATED[a] ?? []))].filter((a) => !articles.includes(a)).slice(0, 2);
  const topics = related.map((a) => articleTopic(a)).filter((t): t is NonNullable<typeof t> => t !== undefined);
  if (topics.length > 0)
    blocks.push(
      `Quer saber mais sobre ${topics.map((t) => `**${t.topic.charAt(0).toLocaleLowerCase('pt-BR')}${t.topic.slice(1)}**`).join(' ou ')}?`,
    );
  const quickReplies = [...topics.map((t) => `${t.firstTitle}?`), TALK_TO_ADVISOR];
  return { text: blocks.join('\n\n'), articles, needsAdvisor, quickReplies };
}
