import { describe, expect, it } from 'vitest';
import { loadEvalSet } from '../../../eval/assistant/schema.js';
import { evaluate, summarise } from '../../../eval/assistant/run.js';

/**
 * The reduced evaluation set (eval/assistant, `reduced: true`) through the offline assistant, turn by turn with history.
 * The full set runs with `npm run eval:assistant` (with the held-out set, which no test uses so that nothing is tuned
 * against it). The reduced set routes 39 of 39 turns today. Latency is measured by `npm run eval:assistant` and the
 * benchmarks, never asserted here: on two shared cores beside PGlite a test's wall time measures the machine.
 */
const MIN_ROUTING = 0.9;

describe('assistant evaluation, reduced set', () => {
  it('when the reduced set is replayed offline, then routing is at least 90 % and nothing misleads', async () => {
    const conversations = loadEvalSet({ reduced: true });
    // A first pass warms the stemmer and spelling caches, as a running server would be.
    await evaluate(conversations);
    const results = await evaluate(conversations);
    const summary = summarise(results);

    const misleading = results.filter((r) => r.misleading).map((r) => `${r.conversation}#${r.turn}: ${r.answer}`);
    expect(misleading).toEqual([]);
    expect(
      summary.routing,
      JSON.stringify(results.filter((r) => !r.routed).map((r) => [r.user, r.expect, r.got])),
    ).toBeGreaterThanOrEqual(MIN_ROUTING);
  });
});
