/**
 * Spaces calls at least `1000 / perSecond` ms apart within this process (marketing templates go out
 * at a steady pace instead of bursting into Meta's throughput limit).
 */
export function createPacer(perSecond: number, now: () => number = Date.now) {
  const gapMs = 1000 / perSecond;
  let nextSlot = 0;
  return {
    /** Milliseconds the caller must wait before its turn; reserves the turn. */
    reserve(): number {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + gapMs;
      return slot - current;
    },
    async wait(): Promise<void> {
      const delay = this.reserve();
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    },
  };
}
