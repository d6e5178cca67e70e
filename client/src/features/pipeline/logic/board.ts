import type { Cartao, Coluna, Quadro } from '@app/contracts';

const DAY_MS = 86_400_000;

/** Whole days since the prospect entered the stage (0 on the first day, never negative). */
export function daysInStage(etapaDesde: string, now: Date): number {
  const since = Date.parse(etapaDesde);
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now.getTime() - since) / DAY_MS));
}

export function daysLabel(days: number): string {
  if (days === 0) return 'Hoje nesta etapa';
  return days === 1 ? '1 dia nesta etapa' : `${days} dias nesta etapa`;
}

/** A follow-up is overdue once its time has passed. */
export function isOverdue(proximoContatoEm: string | null, now: Date): boolean {
  if (!proximoContatoEm) return false;
  const when = Date.parse(proximoContatoEm);
  return !Number.isNaN(when) && when <= now.getTime();
}

/**
 * The board after the server accepted a move: the card leaves whatever column held it and heads its new one, and
 * both totals follow. A card that was not on screen (filtered out) only adds to its new column.
 */
export function placeCard(board: Quadro, card: Cartao): Quadro {
  return {
    ...board,
    colunas: board.colunas.map((column) => {
      const had = column.cartoes.some((c) => c.user_id === card.user_id);
      const others = column.cartoes.filter((c) => c.user_id !== card.user_id);
      if (column.etapa === card.etapa) return { ...column, total: column.total + (had ? 0 : 1), cartoes: [card, ...others] };
      return had ? { ...column, total: Math.max(0, column.total - 1), cartoes: others } : column;
    }),
  };
}

/**
 * A column's cards on screen: the board's first page, then the later pages loaded while scrolling. Offset pages shift
 * when cards move, so a card met twice is shown once, where it came first.
 */
export function columnCards(first: readonly Cartao[], later: ReadonlyArray<Pick<Coluna, 'cartoes'>>): Cartao[] {
  const seen = new Set<number>();
  const cards: Cartao[] = [];
  for (const card of [...first, ...later.flatMap((page) => page.cartoes)]) {
    if (seen.has(card.user_id)) continue;
    seen.add(card.user_id);
    cards.push(card);
  }
  return cards;
}

/** Later pages of a column after a move the server accepted: the card leaves every column but its new one. */
export function withoutMovedCard<P extends Pick<Coluna, 'etapa' | 'cartoes'>>(pages: readonly P[], card: Cartao): P[] {
  return pages.map((page) =>
    page.etapa === card.etapa || !page.cartoes.some((c) => c.user_id === card.user_id)
      ? page
      : { ...page, cartoes: page.cartoes.filter((c) => c.user_id !== card.user_id) },
  );
}

/** An ISO date-time as the value a datetime-local input takes (the browser's zone). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to ISO (null when empty or invalid). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** '2 (50%)': enrolled of those who entered, with the rate rounded to whole percent. */
export function conversionLabel(enrolled: number, entered: number): string {
  return entered > 0 ? `${enrolled} (${Math.round((enrolled / entered) * 100)}%)` : String(enrolled);
}
