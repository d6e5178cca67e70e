import type { StudyStats } from '@app/contracts';

/** "X cards para revisar hoje", with the singular and the zero said in words. */
export function dueTodayText(count: number): string {
  if (count === 0) return 'Nenhum card para revisar hoje';
  return count === 1 ? '1 card para revisar hoje' : `${count.toLocaleString('pt-BR')} cards para revisar hoje`;
}

/** Whether the person has any card to study: a prospect or a student with no decks yet is not reminded of reviews. */
export function hasCards(maturity: StudyStats['maturidade']): boolean {
  return maturity.novos + maturity.aprendendo + maturity.jovens + maturity.maduros > 0;
}
