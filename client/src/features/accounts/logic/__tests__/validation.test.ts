import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/features/accounts/logic/login-schema';
import { MSG } from '@/features/accounts/logic/messages';
import {
  PAGE_PHONE_MASKS,
  isValidWhatsappFor,
  registerSchema,
  toRegisterPayload,
  whatsappDigitRange,
  type RegisterValues,
} from '@/features/accounts/logic/register-schema';

/** First message per field, like the form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

/** A domain of exactly `length` characters made of labels of at most 63 characters, ending in ".com". */
function domainOf(length: number): string {
  let rest = length - 4;
  const labels: string[] = [];
  while (rest > 0) {
    const size = Math.min(63, rest);
    // Leave room for the dot that joins this label to the next one.
    const label = size === rest ? size : Math.min(size, rest - 2);
    labels.push('d'.repeat(label));
    rest -= label + (rest - label > 0 ? 1 : 0);
  }
  return `${labels.join('.')}.com`;
}

const validLogin = { email: 'ana@exemplo.com', password: 'segredo' };
const validRegister: RegisterValues = {
  username: 'Ana Souza',
  email: 'ana@exemplo.com',
  password: 'segredo',
  countryCode: '+55',
  whatsapp: '(11) 91234-5678',
  receber_marketing: false,
};

describe('page login (docs/product.md, Validation)', () => {
  it('when both fields are filled correctly, then it passes', () => {
    expect(loginSchema.safeParse(validLogin).success).toBe(true);
  });

  it('when the e-mail is empty or blank, then it says "E-mail é obrigatório."', () => {
    expect(messages(loginSchema.safeParse({ ...validLogin, email: '' })).email).toBe(MSG.emailRequired);
    expect(messages(loginSchema.safeParse({ ...validLogin, email: '   ' })).email).toBe(MSG.emailRequired);
    expect(MSG.emailRequired).toBe('E-mail é obrigatório.');
  });

  it.each(['ana', 'ana@', '@exemplo.com', 'ana@exemplo', 'ana@@exemplo.com', 'ana exemplo@x.com', '.ana@exemplo.com', 'a..b@exemplo.com'])(
    'when the e-mail is %j, then it says "E-mail inválido."',
    (email) => {
      expect(messages(loginSchema.safeParse({ ...validLogin, email })).email).toBe('E-mail inválido.');
    },
  );

  it('when the e-mail has surrounding spaces, then it is trimmed and accepted', () => {
    const parsed = loginSchema.safeParse({ ...validLogin, email: '  ana@exemplo.com ' });
    expect(parsed.success && parsed.data.email).toBe('ana@exemplo.com');
  });

  it('when the e-mail is 254 characters, then it passes; at 255, then it is invalid (docs/product.md, Validation)', () => {
    const at254 = `${'a'.repeat(64)}@${domainOf(254 - 65)}`;
    const at255 = `${'a'.repeat(64)}@${domainOf(255 - 65)}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(loginSchema.safeParse({ ...validLogin, email: at254 }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ ...validLogin, email: at255 })).email).toBe(MSG.emailInvalid);
  });

  it('when the part before the at-sign is 64 characters, then it passes; at 65, then it is invalid (docs/product.md, Validation)', () => {
    expect(loginSchema.safeParse({ ...validLogin, email: `${'b'.repeat(64)}@exemplo.com` }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ ...validLogin, email: `${'b'.repeat(65)}@exemplo.com` })).email).toBe(MSG.emailInvalid);
  });

  it('when the e-mail is 10 kB long, then it is invalid without throwing', () => {
    expect(messages(loginSchema.safeParse({ ...validLogin, email: `${'x'.repeat(10_000)}@exemplo.com` })).email).toBe(MSG.emailInvalid);
  });

  it('when the password is empty, then it says "Senha é obrigatória."', () => {
    expect(messages(loginSchema.safeParse({ ...validLogin, password: '' })).password).toBe('Senha é obrigatória.');
  });

  it('when the password has 5 characters, then it says "Mínimo de 6 caracteres."; 6 characters pass', () => {
    expect(messages(loginSchema.safeParse({ ...validLogin, password: '12345' })).password).toBe('Mínimo de 6 caracteres.');
    expect(loginSchema.safeParse({ ...validLogin, password: '123456' }).success).toBe(true);
  });

  it('when every field is wrong, then every field gets its message at once', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'E-mail é obrigatório.',
      password: 'Senha é obrigatória.',
    });
  });
});

describe('page register (docs/product.md, Validation)', () => {
  it('when every field is valid, then it passes', () => {
    expect(registerSchema.safeParse(validRegister).success).toBe(true);
  });

  it('when the name is empty or blank, then it says "Nome é obrigatório."', () => {
    expect(messages(registerSchema.safeParse({ ...validRegister, username: '' })).username).toBe('Nome é obrigatório.');
    expect(messages(registerSchema.safeParse({ ...validRegister, username: '  ' })).username).toBe('Nome é obrigatório.');
  });

  it('when e-mail and password break their rules, then the same messages as the login page appear', () => {
    expect(messages(registerSchema.safeParse({ ...validRegister, email: '', password: '' }))).toMatchObject({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(messages(registerSchema.safeParse({ ...validRegister, email: 'nope', password: 'abc' }))).toMatchObject({
      email: MSG.emailInvalid,
      password: MSG.passwordMin,
    });
  });

  it('when the WhatsApp is empty (or only mask characters), then it says "WhatsApp é obrigatório."', () => {
    expect(messages(registerSchema.safeParse({ ...validRegister, whatsapp: '' })).whatsapp).toBe('WhatsApp é obrigatório.');
    expect(messages(registerSchema.safeParse({ ...validRegister, whatsapp: '( ) -' })).whatsapp).toBe('WhatsApp é obrigatório.');
  });

  it.each([
    ['+55', '(11) 91234-5678', true],
    ['+55', '(11) 9123-4567', false],
    ['+55', '119123456789', false],
    ['+595', '981 123 456', true],
    ['+595', '981 123 45', false],
    ['+595', '9811234567', false],
    ['+54', '9 1123 45-6789', true],
    ['+54', '9 1123 45-678', false],
    ['+54', '911234567890', false],
  ] as const)('when the code is %s and the number is %j, then valid is %s', (countryCode, whatsapp, valid) => {
    const result = registerSchema.safeParse({ ...validRegister, countryCode, whatsapp });
    expect(result.success).toBe(valid);
    if (!valid) expect(messages(result).whatsapp).toBe('Número inválido.');
  });

  it('when the code is not one of the offered ones, then 9 to 11 digits are accepted', () => {
    expect(whatsappDigitRange('+1')).toEqual({ min: 9, max: 11 });
    expect(isValidWhatsappFor('+1', '12345678')).toBe(false);
    expect(isValidWhatsappFor('+1', '123456789')).toBe(true);
    expect(isValidWhatsappFor('+1', '12345678901')).toBe(true);
    expect(isValidWhatsappFor('+1', '123456789012')).toBe(false);
  });

  it('when digits are counted, then only digits count (mask characters are ignored)', () => {
    expect(whatsappDigitRange('+55')).toEqual({ min: 11, max: 11 });
    expect(whatsappDigitRange('+595')).toEqual({ min: 9, max: 9 });
    expect(whatsappDigitRange('+54')).toEqual({ min: 11, max: 11 });
    expect(isValidWhatsappFor('+595', ' 9-8-1 1.2.3 4(5)6 ')).toBe(true);
  });

  it('when the page masks are read, then they are the ones of docs/product.md, Constants and limits for the page', () => {
    expect(PAGE_PHONE_MASKS).toEqual({ '+55': '(00) 00000-0000', '+595': '000 000 000', '+54': '0 0000 00-0000' });
  });
});

describe('register payload (docs/product.md, Entities; Validation)', () => {
  it('when sending, then whatsapp is the code without "+" followed by digits only, with no role and no code field, plus the consent choice', () => {
    const parsed = registerSchema.parse({ ...validRegister, countryCode: '+595', whatsapp: '981 123 456', username: ' Ana ' });
    const payload = toRegisterPayload(parsed);
    expect(payload).toEqual({ username: 'Ana', email: 'ana@exemplo.com', password: 'segredo', whatsapp: '595981123456', receber_marketing: false });
    expect(Object.keys(payload).sort()).toEqual(['email', 'password', 'receber_marketing', 'username', 'whatsapp']);
  });

  it('when the code is +55 with a masked number, then the mask characters are stripped', () => {
    expect(toRegisterPayload(registerSchema.parse(validRegister)).whatsapp).toBe('5511912345678');
  });
});
