export interface FairQueueLimits {
  /** Jobs one owner may have waiting or running. */
  perOwner: number;
  /** Jobs of everyone together. */
  total: number;
}

export type AddResult = 'added' | 'owner-full' | 'full';

/**
 * Round robin between owners, first in first out within one owner. `next()` hands out the head job of the
 * owner whose turn it is; the caller runs one slice of it and calls `next()` again (the job stays at the head
 * until `remove`d). The owner just served goes behind everyone who was waiting or arrived meanwhile, so a
 * newcomer waits for at most the slice in progress.
 */
export class FairQueue<T> {
  private readonly jobs = new Map<string, T[]>();
  /** Owners with jobs waiting for their turn, in turn order (the one last served is not among them). */
  private readonly turns: string[] = [];
  private lastServed: string | undefined;
  private count = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  get size(): number {
    return this.count;
  }

  sizeOf(owner: string): number {
    return this.jobs.get(owner)?.length ?? 0;
  }

  add(owner: string, job: T): AddResult {
    const own = this.jobs.get(owner) ?? [];
    if (own.length >= this.limits.perOwner) return 'owner-full';
    if (this.count >= this.limits.total) return 'full';
    own.push(job);
    this.jobs.set(owner, own);
    this.count += 1;
    if (own.length === 1 && owner !== this.lastServed) this.turns.push(owner);
    return 'added';
  }

  /** The job to run a slice of now, or undefined when nothing waits. */
  next(): T | undefined {
    if (this.lastServed !== undefined && this.sizeOf(this.lastServed) > 0) this.turns.push(this.lastServed);
    this.lastServed = this.turns.shift();
    return this.lastServed === undefined ? undefined : this.jobs.get(this.lastServed)![0];
  }

  /** Drops a finished (or failed) job; true when it was queued. */
  remove(owner: string, job: T): boolean {
    const own = this.jobs.get(owner);
    const index = own?.indexOf(job) ?? -1;
    if (!own || index < 0) return false;
    own.splice(index, 1);
    this.count -= 1;
    if (own.length === 0) {
      this.jobs.delete(owner);
      const turn = this.turns.indexOf(owner);
      if (turn >= 0) this.turns.splice(turn, 1);
    }
    return true;
  }
}
