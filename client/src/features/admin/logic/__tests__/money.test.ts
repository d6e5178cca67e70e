import { describe, expect, it } from 'vitest';
import { formatBRL, parseBrazilianNumber, sumValues } from '@/features/admin/logic/money';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('parseBrazilianNumber', () => {
  it.each([
    ['10', 10],
    ['1234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['1.234', 1234],
    ['1 234,50', 1234.5],
    ['R$ 1.234,50', 1234.5],
    ['  7,5 ', 7.5],
    [',5', 0.5],
    ['10.5', 10.5],
    ['0.125', 0.125],
    ['-3,25', -3.25],
  ])('when the input is %j, then it reads %d', (input, expected) => {
    expect(parseBrazilianNumber(input)).toBeCloseTo(expected, 10);
  });

  it('when the field is blank, then null (not zero, not an error)', () => {
    expect(parseBrazilianNumber('')).toBeNull();
    expect(parseBrazilianNumber('   ')).toBeNull();
  });

  it.each(['abc', '1,2,3', '12.34.5', '1.23,4', '1,234.50', '--1', '1e3', '.'])('when the input is %j, then NaN', (input) => {
    expect(parseBrazilianNumber(input)).toBeNaN();
  });
});

describe('formatBRL', () => {
  it('when formatting, then pt-BR currency with thousand dots and comma decimals', () => {
    expect(plain(formatBRL(1244.5))).toBe('R$ 1.244,50');
    expect(plain(formatBRL(0))).toBe('R$ 0,00');
    expect(plain(formatBRL(1234567.891))).toBe('R$ 1.234.567,89');
  });
});

describe('sumValues', () => {
  it('when adding 1.234,50 and 10, then 1244.5', () => {
    expect(sumValues('1.234,50', '10')).toEqual({ total: 1244.5, invalid: [] });
  });

  it('when adding cents that float arithmetic gets wrong, then the total is exact', () => {
    expect(sumValues('0,10', '0,20').total).toBe(0.3);
  });

  it('when a field is blank, then it counts as zero', () => {
    expect(sumValues('', '2,5').total).toBe(2.5);
    expect(sumValues('', '').total).toBe(0);
  });

  it('when a field is not a number, then no total and that field is named', () => {
    expect(sumValues('abc', '1')).toEqual({ total: null, invalid: ['valor1'] });
    expect(sumValues('x', 'y')).toEqual({ total: null, invalid: ['valor1', 'valor2'] });
  });
});
