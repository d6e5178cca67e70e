import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatWhatsapp } from '../whatsapp.js';
import { normalizeWhatsapp } from '../validation.js';

describe('formatWhatsapp', () => {
  it.each([
    // Brazil: (DDD) and the 9-digit mobile split 5-4; an old 8-digit landline 4-4.
    ['5511912345678', '+55 (11) 91234-5678'],
    ['+55 (21) 99876-5432', '+55 (21) 99876-5432'],
    ['551133334444', '+55 (11) 3333-4444'],
    // Paraguay: 9 national digits in threes.
    ['595981123456', '+595 981 123 456'],
    ['+595 0981 123 456', '+595 981 123 456'],
    // Argentina: 9 for mobiles, then the area code (2, 3 or 4 digits) and the rest.
    ['5491123456789', '+54 9 11 2345-6789'],
    ['5493511234567', '+54 9 351 123-4567'],
    ['5492966123456', '+54 9 2966 12-3456'],
  ])('when %s, then %s', (input, expected) => {
    expect(formatWhatsapp(input)).toBe(expected);
  });

  it('when another country or a length our forms do not produce, then + and the digits', () => {
    expect(formatWhatsapp('14155550100')).toBe('+14155550100');
    expect(formatWhatsapp('55119123')).toBe('+55119123');
    expect(formatWhatsapp('54112345678901')).toBe('+54112345678901');
  });

  it('when there is no number, then an empty string', () => {
    expect(formatWhatsapp(null)).toBe('');
    expect(formatWhatsapp(undefined)).toBe('');
    expect(formatWhatsapp(' - ')).toBe('');
  });

  it('when formatted, then normalizing gives the same digits back (shown numbers can be copied into the forms)', () => {
    const national = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    const stored = fc.oneof(
      national(11).map((d) => `55${d}`),
      national(9).map((d) => `595${d.replace(/^0/, '9')}`),
      national(10).map((d) => `549${d}`),
    );
    fc.assert(fc.property(stored, (digits) => normalizeWhatsapp(formatWhatsapp(digits)) === normalizeWhatsapp(digits)));
  });
});
