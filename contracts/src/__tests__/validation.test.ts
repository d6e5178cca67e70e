import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, normalizeWhatsapp } from '../validation.js';

describe('isValidEmail (docs/product.md, Validation)', () => {
  it.each(['ana@exemplo.com', 'a.b+c@sub.exemplo.com.br', "o'neil@x.io", 'x@y.co'])('when %s, then valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ana', 'ana@', '@exemplo.com', 'ana@exemplo', 'ana@@exemplo.com', 'a b@x.com', '.ana@x.com', 'ana.@x.com', 'a..b@x.com', 'ana@-x.com'])(
    'when %j, then invalid',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('when the local part has 64 characters, then valid; 65, then invalid', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@exemplo.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@exemplo.com`)).toBe(false);
  });

  it('when the address has 254 characters, then valid; 255, then invalid', () => {
    const domain = (len: number) => `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(len)}.com`;
    const make = (total: number) => {
      const local = 'a'.repeat(10);
      const tail = total - local.length - 1 - domain(0).length;
      return `${local}@${domain(tail)}`;
    };
    expect(make(254)).toHaveLength(254);
    expect(isValidEmail(make(254))).toBe(true);
    expect(isValidEmail(make(255))).toBe(false);
  });

  it('never accepts anything longer than 254 characters', () => {
    fc.assert(fc.property(fc.string({ minLength: 255, maxLength: 400 }), (s) => !isValidEmail(s)));
  });
});

describe('normalizeWhatsapp (docs/product.md, Validation)', () => {
  it.each([
    ['+55 (11) 91234-5678', '5511912345678'],
    ['5511912345678', '5511912345678'],
    ['+595 0981 123 456', '595981123456'],
    ['+595 0981 123 4567', null],
  ])('when %s, then %s', (input, expected) => {
    expect(normalizeWhatsapp(input)).toBe(expected);
  });

  it('when +55 has 11 national digits, then valid; 10 or 12, then invalid', () => {
    expect(normalizeWhatsapp('55' + '1'.repeat(11))).toBe('55' + '1'.repeat(11));
    expect(normalizeWhatsapp('55' + '1'.repeat(10))).toBeNull();
    expect(normalizeWhatsapp('55' + '1'.repeat(12))).toBeNull();
  });

  it('when +595 has 9 national digits, then valid; 8 or 10, then invalid', () => {
    expect(normalizeWhatsapp('+595 981 123 456')).toBe('595981123456');
    expect(normalizeWhatsapp('595' + '9'.repeat(8))).toBeNull();
    expect(normalizeWhatsapp('595' + '9'.repeat(10))).toBeNull();
  });

  it('when +54 has 11 national digits, then valid; otherwise invalid', () => {
    expect(normalizeWhatsapp('+54 9 1123 45-6789')).toBe('5491123456789');
    expect(normalizeWhatsapp('54' + '9'.repeat(10))).toBeNull();
  });

  it('when another country code, then 8 to 15 digits are accepted', () => {
    expect(normalizeWhatsapp('+1 415 555 0100')).toBe('14155550100');
    expect(normalizeWhatsapp('1234567')).toBeNull();
    expect(normalizeWhatsapp('9'.repeat(16))).toBeNull();
  });

  it('always returns digits only, or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const out = normalizeWhatsapp(s);
        return out === null || /^\d{8,15}$/.test(out);
      }),
    );
  });
});
