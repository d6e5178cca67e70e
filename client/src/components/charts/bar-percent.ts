/** Bar length as a percentage of the largest value; a non-zero value never disappears (at least 2 %). */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 1000) / 10);
}
