/**
 * A value axis that reads well: steps of 1, 2 or 5 times a power of ten (whole numbers: these are counts), at most
 * `maxTicks` of them, the top being the first step at or above the largest value (at least 1).
 */
export function countAxis(max: number, maxTicks = 4): { top: number; ticks: number[] } {
  const highest = Math.max(1, Math.ceil(max));
  const rough = highest / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const top = Math.ceil(highest / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return { top, ticks };
}

/** Which of `count` bars get a label when at most `max` fit: the first, every n-th after it, and the last. */
export function labelledIndexes(count: number, max: number): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const every = Math.ceil((count - 1) / (max - 1));
  const picked = new Set<number>();
  // A label less than a step before the last one would run into it.
  for (let i = 0; i <= count - 1 - every; i += every) picked.add(i);
  picked.add(count - 1);
  return picked;
}
