import { describe, expect, it } from 'vitest';
import { whatsappLink } from '@/utils/whatsapp-link';

describe('whatsappLink', () => {
  it('when the phone has punctuation, then only its digits go into the wa.me path and the message is URL-encoded', () => {
    const link = whatsappLink('+55 (11) 90000-0001', 'Olá! Como estudo medicina no Paraguai?');
    expect(link).toBe('https://wa.me/5511900000001?text=Ol%C3%A1!%20Como%20estudo%20medicina%20no%20Paraguai%3F');
    expect(new URL(link).searchParams.get('text')).toBe('Olá! Como estudo medicina no Paraguai?');
  });
  it('when the number has symbols and no message, then the link keeps digits only', () => {
    expect(whatsappLink('+55 (11) 91234-5678')).toBe('https://wa.me/5511912345678');
  });
  it('when there is no number, then there is no link', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink(' - ')).toBeNull();
  });
});
