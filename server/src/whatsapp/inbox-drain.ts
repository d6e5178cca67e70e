import diagnosticsChannel from 'node:diagnostics_channel';
import type { Logger } from '../lib/logger.js';

/** Each applied delivery's start and end (performance.now()), published when something subscribes (the bench). */
export const INBOX_APPLY_CHANNEL = 'app.whatsapp.inbox-apply';
const applied = diagnosticsChannel.channel(INBOX_APPLY_CHANNEL);

export interface InboxDrainOptions {
  /** Deliveries applied at once (each holds one pooled connection while it runs: fewer than the pool of 10, so the
   * webhook's insert never waits behind them). */
  lanes?: number;
  /** How often an idle lane looks anyway: retries whose backoff ended, rows another instance left behind. */
  idleMs?: number;
  /** Awaited before each delivery: on a one-connection database the webhook's inserts go first. */
  before?: () => Promise<void>;
  /**
   * After a delivery that took d ms, rest d × this before the next one: the share of the process (and of the one
   * connection) left to the webhook's answers and /healthz while a backlog drains. 0: no rest.
   */
  restFactor?: number;
}

export interface InboxDrain {
  /** Something was stored: idle lanes look now. */
  wake(): void;
  /** Lets running deliveries finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `next` (apply one due delivery; null when none is due) in a few parallel lanes until the inbox is empty, then
 * sleeps until woken or until `idleMs` passes. The first look happens at once: whatever a stopped or crashed process
 * left in the inbox is picked up at boot.
 */
export function startInboxDrain(next: () => Promise<unknown>, logger: Logger, options: InboxDrainOptions = {}): InboxDrain {
  const idleMs = options.idleMs ?? 1000;
  const restFactor = options.restFactor ?? 0;
  let stopped = false;
  // Bumped by every wake: a lane that found nothing sleeps only if no wake came while it looked (no lost wake-up).
  let wakes = 0;
  const sleepers = new Set<() => void>();

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, idleMs);
      sleepers.add(done);
    });

  async function lane() {
    while (!stopped) {
      const seen = wakes;
      let found = false;
      await options.before?.();
      const startedAt = performance.now();
      try {
        found = (await next()) !== null;
      } catch (error) {
        logger.error({ err: error }, 'WhatsApp inbox worker could not look for deliveries');
      }
      const endedAt = performance.now();
      if (found && applied.hasSubscribers) applied.publish({ startedAt, endedAt });
      if (found && restFactor > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, (endedAt - startedAt) * restFactor));
      if (!found && seen === wakes && !stopped) await sleep();
    }
  }

  const lanes = Array.from({ length: options.lanes ?? 4 }, () => lane());
  return {
    wake() {
      wakes += 1;
      for (const wakeUp of [...sleepers]) wakeUp();
    },
    async stop() {
      stopped = true;
      for (const wakeUp of [...sleepers]) wakeUp();
      await Promise.all(lanes);
    },
  };
}
