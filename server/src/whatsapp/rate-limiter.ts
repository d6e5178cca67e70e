/**
 * Spaces calls at least `1000 / perSecond` ms apart within this process (marketing templates go out
 * at a steady pace instead of bursting into Meta's throughput limit).
 */
export function createPacer(perSecond: number, now: () => number = Date.now) {
  const gapMs = 1000 / perSecond;
  let nextSlot = 0;
  return {
    /** The moment (on `now`'s clock) the caller may go; reserves it. */
    reserveSlot(): number {
      const slot = Math.max(now(), nextSlot);
      nextSlot = slot + gapMs;
      return slot;
    },
    /** Milliseconds the caller must wait before its turn; reserves the turn. */
    reserve(): number {
      const current = now();
      return this.reserveSlot() - current;
    },
    /**
     * Resolves no earlier than the reserved slot. A timer can fire a little before `now()` reaches the slot (the
     * event loop's clock is read at the start of a busy iteration), so it checks and waits again if needed.
     */
    async wait(): Promise<void> {
      const slot = this.reserveSlot();
      for (let left = slot - now(); left > 0; left = slot - now()) await new Promise((resolve) => setTimeout(resolve, left));
    },
  };
}
