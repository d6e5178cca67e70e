import { describe, expect, it } from 'vitest';
import { likeLiteral, phoneDigits } from '../search-terms.js';

describe('a staff search box', () => {
  it('when the search is a phone number as people type it, then its digits are looked for', () => {
    expect(phoneDigits('(11) 97777-6666', 4)).toBe('11977776666');
    expect(phoneDigits('+55 11 97777.6666', 4)).toBe('5511977776666');
    expect(phoneDigits('6666', 4)).toBe('6666');
  });

  it('when the search is an e-mail or a name with digits in it, then no phone number is looked for', () => {
    expect(phoneDigits('pessoa-bfe7785e@exemplo.com', 4)).toBeNull();
    expect(phoneDigits('ana2024', 3)).toBeNull();
    expect(phoneDigits('Turma 2025', 3)).toBeNull();
  });

  it('when a phone search has fewer digits than asked, then nothing is looked for', () => {
    expect(phoneDigits('12', 3)).toBeNull();
    expect(phoneDigits('(  )', 1)).toBeNull();
  });

  it('when a search holds LIKE wildcards, then they are escaped as plain characters', () => {
    expect(likeLiteral('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
