/**
 * At most `max` tasks at once, the others wait in arrival order. Audio downloads read their slices through one,
 * so however many people download, the rest of the app still finds free database connections.
 */
export function createGate(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
