/** Turns a valid body and a generated case into the exact text sent, and lists the targeted huge and unicode bodies. */
import { wholeText, type BodyCase, type Encoding } from './generators.js';

export const KB = 1024;

/** A body as ordered [key, raw JSON text] pairs, or one whole raw text. */
export type BodyPlan = { pairs: Array<[string, string]> } | { whole: string };

/** The valid body as pairs, with `override` in place of (or after) its fields. */
const pairsOf = (valid: Record<string, unknown>, override: Record<string, unknown> = {}): Array<[string, string]> => [
  ...Object.entries(valid).map(([k, v]) => [k, JSON.stringify(Object.hasOwn(override, k) ? override[k] : v)] as [string, string]),
  ...Object.entries(override)
    .filter(([k]) => !Object.hasOwn(valid, k))
    .map(([k, v]) => [k, JSON.stringify(v)] as [string, string]),
];

export function plan(valid: Record<string, unknown>, kase: BodyCase): BodyPlan {
  if (kase.whole !== undefined) return { whole: wholeText(kase.whole) };
  const pairs = pairsOf(valid);
  for (const op of kase.ops) {
    if (op.kind === 'extra') pairs.push([op.key, op.value]);
    else if (pairs.length > 0) {
      const index = op.field % pairs.length;
      const [key, raw] = pairs[index]!;
      if (op.kind === 'replace') pairs[index] = [key, op.value];
      else if (op.kind === 'inject') {
        const current: unknown = JSON.parse(raw);
        if (typeof current === 'string') {
          const at = op.at % (current.length + 1);
          pairs[index] = [key, JSON.stringify(current.slice(0, at) + op.piece + current.slice(at))];
        }
      } else pairs.splice(index, 1);
    }
  }
  return { pairs };
}

export const jsonText = (p: BodyPlan) =>
  'whole' in p ? p.whole : `{${p.pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
/** Lone surrogates cannot be percent-encoded; they become U+FFFD as a browser would send them. */
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
export const formEncode = (s: string) => encodeURIComponent(wellFormed(s));

/** A form field carries text: strings go as themselves, anything else as its JSON text. */
export const formValue = (raw: string) => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
};

/** NUL, lone high and low surrogates, RTL override, BOM, line separator, a ZWJ emoji sequence. */
const UNICODE_PIECES = ['\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\u2028', '👩🏽‍⚕️'];

export interface TargetedCase {
  label: string;
  encoding: Encoding;
  body: BodyPlan;
}

/** Huge strings just under the body limit, every troublesome character in every text field, and bodies past the limit. */
export function targetedCases(valid: Record<string, unknown>, limit = 100 * KB): TargetedCase[] {
  const cases: TargetedCase[] = [];
  const stringFields = Object.entries(valid).filter(([, v]) => typeof v === 'string');
  // Just under the limit: ASCII and 4-byte emoji.
  const under = Math.min(limit - 2 * KB, 1_900 * KB);
  for (const [field] of stringFields.length ? stringFields : [['texto', '']]) {
    for (const [label, value] of [
      ['ascii', 'a'.repeat(Math.max(100_000, under - 4 * KB))],
      ['emoji', '😀'.repeat(Math.floor(Math.max(100_000, under - 4 * KB) / 4))],
    ] as const) {
      cases.push({
        label: `${field} with ${value.length} ${label} chars`,
        encoding: 'json',
        body: { pairs: pairsOf(valid, { [field]: value }) },
      });
    }
  }
  // Every string field with each troublesome character inside an otherwise valid value.
  for (const [field, original] of stringFields) {
    for (const piece of UNICODE_PIECES) {
      const pairs = pairsOf(valid, { [field]: `${String(original)}${piece}x` });
      cases.push({ label: `${field} with U+${piece.codePointAt(0)!.toString(16)}`, encoding: 'json', body: { pairs } });
    }
  }
  // Past the limit, as JSON and as a form.
  const past = pairsOf(valid, { extra: 'b'.repeat(limit + 50 * KB) });
  cases.push({ label: 'body past the limit', encoding: 'json', body: { pairs: past } });
  cases.push({ label: 'form past the limit', encoding: 'form', body: { pairs: past } });
  // Many keys and a wide array.
  const manyKeys = Array.from({ length: 5000 }, (_, i) => [`k${i}`, '1'] as [string, string]);
  cases.push({ label: '5 000 keys', encoding: 'json', body: { pairs: [...pairsOf(valid), ...manyKeys] } });
  cases.push({ label: 'array of 20 001 items', encoding: 'json', body: { whole: `[${'1,'.repeat(20_000)}1]` } });
  return cases;
}
