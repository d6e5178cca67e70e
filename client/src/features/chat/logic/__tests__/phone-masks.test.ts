import { describe, expect, it } from 'vitest';
import { normalizeWhatsapp } from '@app/contracts';
import { isValidWidgetWhatsapp, widgetWhatsappPayload } from '@/features/chat/logic/phone-masks';

describe('widget WhatsApp rule', () => {
  it.each([
    ['+55', '(11) 91234-5678', true],
    ['+55', '(11) 1234-5678', false],
    ['+595', '981 123 456', true],
    ['+595', '0981 123 456', true],
    ['+595', '9811 234 567', false],
    ['+54', '9 1123 45-6789', true],
    ['+54', '9 1123 45-678', false],
    ['+1', '5551234', true],
    ['+1', '', false],
  ])('when the code is %s and the number "%s", then valid is %s', (code, typed, valid) => {
    expect(isValidWidgetWhatsapp(code, typed)).toBe(valid);
  });

  it('when sending, then the whatsapp is the code, a space and the typed number, which the server accepts', () => {
    const payload = widgetWhatsappPayload('+55', '(11) 91234-5678');
    expect(payload).toBe('+55 (11) 91234-5678');
    expect(normalizeWhatsapp(payload)).toBe('5511912345678');
    expect(normalizeWhatsapp(widgetWhatsappPayload('+595', '0981 123 456'))).toBe('595981123456');
  });
});
