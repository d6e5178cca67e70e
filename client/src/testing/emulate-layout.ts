import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out (every element is 0 px tall), so a virtual list would draw nothing. This gives the elements
 * matching each selector the height a browser would (clientHeight and offsetHeight), until the returned restore runs.
 */
export function emulateLayout(heights: Record<string, number>): () => void {
  const proto = HTMLElement.prototype;
  const keys = ['clientHeight', 'offsetHeight'] as const;
  const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  const heightOf = (element: HTMLElement) => {
    for (const [selector, height] of Object.entries(heights)) if (element.matches(selector)) return height;
    return 0;
  };
  for (const key of keys) {
    Object.defineProperty(proto, key, {
      configurable: true,
      get(this: HTMLElement) {
        return heightOf(this);
      },
    });
  }
  return () => {
    for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(proto, key, descriptor);
  };
}

/** `emulateLayout` for every test of the file (or describe) that calls it, restored after each. */
export function emulateLayoutInEachTest(heights: Record<string, number>): void {
  let restore = () => {};
  beforeEach(() => {
    restore = emulateLayout(heights);
  });
  afterEach(() => restore());
}
