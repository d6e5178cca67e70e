import { describe, expect, it } from 'vitest';
import { widgetLoginSchema, widgetRegisterSchema } from '@/features/chat/logic/widget-schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('widget forms (docs/product.md, Validation)', () => {
  it('when the login is incomplete, then the widget messages come back', () => {
    expect(messages(widgetLoginSchema.safeParse({ email: 'nao-e-email', password: '123' }))).toEqual({
      email: 'E-mail inválido.',
      password: 'Senha inválida.',
    });
    expect(widgetLoginSchema.safeParse({ email: 'ana@exemplo.com', password: '123456' }).success).toBe(true);
  });

  it('when the registration is incomplete, then every field has its message', () => {
    expect(messages(widgetRegisterSchema.safeParse({ username: ' ', email: '', countryCode: '+55', whatsapp: '(11) 9', password: '123', receber_marketing: false }))).toEqual({
      username: 'Nome é obrigatório.',
      email: 'E-mail inválido.',
      whatsapp: 'WhatsApp inválido.',
      password: 'Senha muito curta.',
    });
  });

  it('when the registration is complete, then it passes', () => {
    const result = widgetRegisterSchema.safeParse({
      username: 'Ana',
      email: 'ana@exemplo.com',
      countryCode: '+595',
      whatsapp: '0981 123 456',
      password: 'segredo',
      receber_marketing: false,
    });
    expect(result.success).toBe(true);
  });
});
