// FSRS's optimiser (fsrs-rs through @open-spaced-repetition/binding) runs in this child process, off the server's
// process: turning tens of thousands of reviews into the binding's objects held the event loop for seconds when
// measured on the main thread, and a panic inside fsrs-rs aborts its whole process (seen with an item that had no
// review on a later day), which must never take the server down. Plain JavaScript on purpose, so the same file
// loads under node, tsx and vitest without a TS loader.
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';

/**
 * fsrs-rs learns from one item per review after a card's first: the card's reviews up to and including that one
 * (each a grade 1–4 and the whole days since the previous review; 0 for the first). An item needs a review on a
 * later day than the first (fsrs-rs panics otherwise), so same-day-only prefixes are left out, as Anki does.
 * @param {Array<Array<[number, number]>>} histories
 */
function itemsOf(histories) {
  const items = [];
  for (const history of histories) {
    const reviews = history.map(([grade, days]) => new FSRSBindingReview(grade, days));
    let later = false;
    for (let end = 2; end <= history.length; end += 1) {
      later ||= history[end - 1][1] > 0;
      if (later) items.push(new FSRSBindingItem(reviews.slice(0, end)));
    }
  }
  return items;
}

process.once('message', async (/** @type {{ histories: Array<Array<[number, number]>> }} */ job) => {
  try {
    const items = itemsOf(job.histories);
    if (items.length === 0) throw new Error('nenhuma revisão em dias diferentes');
    // Short-term on, as the scheduler (ts-fsrs with enable_short_term): same-day reviews are part of the model.
    const parameters = await computeParameters(items, { enableShortTerm: true });
    process.send?.({ parameters: Array.from(parameters) });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
  process.disconnect?.();
});
