import { describe, expect, it } from 'vitest';
import { loadEvalSet } from '../../../eval/assistant/schema.js';
import { evaluate, summarise } from '../../../eval/assistant/run.js';

/**
 * The reduced evaluation set (eval/assistant, `reduced: true`) through the offline assistant, turn by turn with history.
 * The full set runs with `npm run eval:assistant` (with the held-out set, which no test uses so that nothing is tuned
 * against it). The reduced set routes 39 of 39 turns today.
 */
const MIN_ROUTING = 0.9;
const MAX_P95_MS = 100;

describe('assistant evaluation, reduced set', () => {
  it('when the reduced set is replayed offline, then routing is at least 90 %, nothing misleads and p95 stays under 100 ms', async () => {
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
    expect(summary.p95).toBeLessThanOrEqual(MAX_P95_MS);
  });
});
