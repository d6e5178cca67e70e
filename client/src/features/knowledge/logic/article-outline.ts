/** A piece of an article's markdown as the preview draws it. */
export type ArticlePiece =
  | { type: 'title'; text: string }
  | { type: 'question'; text: string }
  | { type: 'meta'; label: string; text: string }
  | { type: 'text'; text: string };

const META = /^(Palavras-chave|Fontes?):\s*(.*)$/i;

/** Splits an article (`# título`, `## pergunta`, `Palavras-chave:`/`Fontes:` lines, answer text) for its preview. */
export function articleOutline(markdown: string): ArticlePiece[] {
  const pieces: ArticlePiece[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.join('').trim()) pieces.push({ type: 'text', text: text.join('\n').trim() });
    text = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,2})[ \t]+(.+)$/.exec(line);
    const meta = META.exec(line.trim());
    if (heading) {
      flush();
      pieces.push({ type: heading[1] === '#' ? 'title' : 'question', text: heading[2]!.trim() });
    } else if (meta) {
      flush();
      pieces.push({ type: 'meta', label: meta[1]!, text: meta[2]!.trim() });
    } else text.push(line);
  }
  flush();
  return pieces;
}

/** The editor's starting text for an unanswered question turned into an article. */
export function articleFromQuestion(pergunta: string): string {
  const question = pergunta.trim().replace(/\?+$/, '');
  const title = question.charAt(0).toLocaleUpperCase('pt-BR') + question.slice(1);
  return `# ${title}\n\n## ${title}\nPalavras-chave: \nEscreva aqui a resposta.\nFontes: \n`;
}
