/**
 * A random index in [0, length) different from `current`, uniform over the other indexes.
 * `random` returns a number in [0, 1) (Math.random by default). With fewer than two items there is
 * no other index, so `current` (or 0) is returned.
 */
export function pickDifferentIndex(current: number, length: number, random: () => number = Math.random): number {
  if (length < 2) return 0;
  const offset = 1 + Math.min(length - 2, Math.floor(random() * (length - 1)));
  return (current + offset) % length;
}
