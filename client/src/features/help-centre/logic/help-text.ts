/** 'dd/MM/yyyy' of an ISO instant or a 'YYYY-MM-DD' day, in Brazil's time (the server writes the same in the HTML). */
export function helpDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** What the widget's question box starts with when a reader asks about an article. */
export const topicDraft = (titulo: string) => `Tenho uma dúvida sobre "${titulo}": `;

/** "1 artigo" / "3 artigos" found. */
export const resultCount = (n: number) => (n === 0 ? 'Nenhum artigo encontrado.' : n === 1 ? '1 artigo encontrado.' : `${n} artigos encontrados.`);
