/**
 * Pure pieces of the board's drag and drop (dnd-kit): which column an arrow key reaches and what a screen reader
 * hears at each step, in Portuguese.
 */

export interface PlacedColumn {
  id: string;
  left: number;
}

/** The column beside `current` in the arrow's direction, by position on screen; null at either end. */
export function neighbourColumn(
  columns: readonly PlacedColumn[],
  current: string | null,
  direction: 'left' | 'right',
): string | null {
  const ordered = [...columns].sort((a, b) => a.left - b.left);
  const index = ordered.findIndex((c) => c.id === current);
  if (index === -1) return ordered[direction === 'right' ? 0 : ordered.length - 1]?.id ?? null;
  return ordered[index + (direction === 'right' ? 1 : -1)]?.id ?? null;
}

export const DRAG_INSTRUCTIONS =
  'Para mover um prospecto, pressione espaço ou Enter no botão Arrastar do cartão. Use as setas para a esquerda e para a direita para escolher a coluna, espaço ou Enter para soltar e Esc para cancelar.';

export const announce = {
  start: (name: string, etapa: string) =>
    `Você pegou ${name}, que está em ${etapa}. Use as setas para escolher a coluna e espaço para soltar.`,
  over: (name: string, etapa: string | null) =>
    etapa ? `${name} está sobre a coluna ${etapa}.` : `${name} não está sobre nenhuma coluna.`,
  end: (name: string, from: string, to: string | null) =>
    to === null
      ? `${name} foi solto fora das colunas e continua em ${from}.`
      : to === from
        ? `${name} continua em ${from}.`
        : `${name} foi solto na coluna ${to}.`,
  cancel: (name: string, etapa: string) => `Movimento cancelado. ${name} continua em ${etapa}.`,
};
