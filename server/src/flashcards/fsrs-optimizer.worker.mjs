// FSRS's optimiser (fsrs-rs through @open-spaced-repetition/binding) runs here, off the main thread: turning tens of
// thousands of reviews into the binding's objects alone held the event loop for seconds when measured on the main
// thread. Plain JavaScript on purpose, so the same file loads under node, tsx and vitest without a TS loader.
import { parentPort, workerData } from 'node:worker_threads';
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';

/** @type {{ histories: Array<Array<[number, number]>> }} */
const { histories } = workerData;

/**
 * fsrs-rs learns from one item per review after a card's first: the card's reviews up to and including that one
 * (each a grade 1–4 and the whole days since the previous review; 0 for the first).
 */
const items = [];
for (const history of histories) {
  const reviews = history.map(([grade, days]) => new FSRSBindingReview(grade, days));
  for (let end = 2; end <= reviews.length; end += 1) items.push(new FSRSBindingItem(reviews.slice(0, end)));
}

try {
  // Short-term on, as the scheduler (ts-fsrs with enable_short_term): same-day reviews are part of the model.
  const parameters = await computeParameters(items, { enableShortTerm: true });
  parentPort?.postMessage({ parameters: Array.from(parameters) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
