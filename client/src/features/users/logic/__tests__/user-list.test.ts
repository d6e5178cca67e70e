import { describe, expect, it } from 'vitest';
import { pageCount, resetChannelFor } from '@/features/users/logic/user-list';

describe('pageCount', () => {
  it('when counting pages of 20, then an empty list still has one page', () => {
    expect([0, 1, 20, 21, 40, 41].map((n) => pageCount(n, 20))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('resetChannelFor', () => {
  const withNumber = { whatsapp: '5511987654321' };
  const withoutNumber = { whatsapp: null };
  it('when e-mail is configured, then e-mail, whatever the number', () => {
    expect(resetChannelFor(withoutNumber, { email: true, whatsapp: true })).toBe('email');
  });
  it('when only WhatsApp is configured, then WhatsApp for people with a number and nothing for the others', () => {
    expect(resetChannelFor(withNumber, { email: false, whatsapp: true })).toBe('whatsapp');
    expect(resetChannelFor(withoutNumber, { email: false, whatsapp: true })).toBeNull();
  });
  it('when nothing is configured or not known yet, then no channel', () => {
    expect(resetChannelFor(withNumber, { email: false, whatsapp: false })).toBeNull();
    expect(resetChannelFor(withNumber, undefined)).toBeNull();
  });
});
