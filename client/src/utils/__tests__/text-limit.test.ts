import { describe, expect, it } from 'vitest';
import { fitToLimit, showsCounter } from '@/utils/text-limit';

describe('fitToLimit', () => {
  it('when the text fits, then it is kept whole and nothing was cut', () => {
    expect(fitToLimit('a'.repeat(4000), 4000)).toEqual({ text: 'a'.repeat(4000), cutFrom: null });
  });

  it('when 11 400 characters are pasted, then 4 000 are kept and the original length is reported', () => {
    const fitted = fitToLimit('x'.repeat(11_400), 4000);
    expect(fitted.text).toHaveLength(4000);
    expect(fitted.cutFrom).toBe(11_400);
  });

  it('when the limit falls inside an emoji, then the whole emoji is dropped rather than half of it', () => {
    const fitted = fitToLimit(`${'a'.repeat(3)}😀b`, 4);
    expect(fitted.text).toBe('aaa');
    expect(fitted.cutFrom).toBe(6);
  });
});

describe('showsCounter', () => {
  it('when the text reaches 80 % of the limit, then the counter shows', () => {
    expect(showsCounter(3199, 4000)).toBe(false);
    expect(showsCounter(3200, 4000)).toBe(true);
  });
});
