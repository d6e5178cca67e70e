/** A full page load (route chunks load lazily) on a CI machine three times slower than a laptop. */
export const PAGE_LOAD = { timeout: 15_000 };
