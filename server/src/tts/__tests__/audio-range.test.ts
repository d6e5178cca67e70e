import { describe, expect, it } from 'vitest';
import { etagMatches, parseRange, rangeStillValid } from '../audio-range.js';

describe('byte ranges for audio', () => {
  it.each([
    ['no header', undefined, { kind: 'whole' }],
    ['a closed range', 'bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['the first byte', 'bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['an open range', 'bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['a range past the end, clipped', 'bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['a suffix', 'bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['a suffix longer than the audio', 'bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['a start at the end', 'bytes=1000-', { kind: 'unsatisfiable' }],
    ['an empty suffix', 'bytes=-0', { kind: 'unsatisfiable' }],
    ['several ranges (ignored)', 'bytes=0-1,5-6', { kind: 'whole' }],
    ['end before start (ignored)', 'bytes=10-5', { kind: 'whole' }],
    ['another unit (ignored)', 'items=0-1', { kind: 'whole' }],
    ['no numbers (ignored)', 'bytes=-', { kind: 'whole' }],
  ])('when the header is %s, then the answer is right for 1 000 bytes', (_label, header, answer) => {
    expect(parseRange(header, 1000)).toEqual(answer);
  });

  it('when the audio is empty, then any range is unsatisfiable', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('conditional requests', () => {
  it('when If-None-Match lists our tag (weak or strong) or *, then it matches; otherwise not', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });

  it('when If-Range names another version, then the range no longer applies', () => {
    expect(rangeStillValid(undefined, '"abc"')).toBe(true);
    expect(rangeStillValid('"abc"', '"abc"')).toBe(true);
    expect(rangeStillValid('"old"', '"abc"')).toBe(false);
    expect(rangeStillValid('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
  });
});
