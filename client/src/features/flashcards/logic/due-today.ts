/** "X cards para revisar hoje", with the singular and the zero said in words. */
export function dueTodayText(count: number): string {
  if (count === 0) return 'Nenhum card para revisar hoje';
  return count === 1 ? '1 card para revisar hoje' : `${count.toLocaleString('pt-BR')} cards para revisar hoje`;
}
