export interface FittedText {
  text: string;
  /** The length the text had before it was cut, or null when it fitted. */
  cutFrom: number | null;
}

/**
 * Cuts a text to `max` UTF-16 code units (what the server's length check counts), never between the two
 * halves of an emoji or other astral character.
 */
export function fitToLimit(value: string, max: number): FittedText {
  if (value.length <= max) return { text: value, cutFrom: null };
  let end = max;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: value.slice(0, end), cutFrom: value.length };
}

/** From this share of the limit on, the counter shows. */
export const COUNTER_FROM = 0.8;

export function showsCounter(length: number, max: number): boolean {
  return length >= Math.floor(max * COUNTER_FROM);
}
