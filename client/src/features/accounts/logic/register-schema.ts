import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, NATIONAL_DIGITS, isCountryCode, onlyDigits, type RegisterRequest } from '@app/contracts';
import { emailField, passwordField } from './login-schema';
import { MSG } from './messages';

export { COUNTRY_CODES, DEFAULT_COUNTRY_CODE };

/**
 * National digits the page accepts per country code (docs/product.md, Validation): +55 and +54 exactly 11, +595 exactly 9,
 * any other code 9 to 11.
 */
export function whatsappDigitRange(countryCode: string): { min: number; max: number } {
  const digits = isCountryCode(countryCode) ? NATIONAL_DIGITS[countryCode] : undefined;
  return digits === undefined ? { min: 9, max: 11 } : { min: digits, max: digits };
}

export function isValidWhatsappFor(countryCode: string, whatsapp: string): boolean {
  const digits = onlyDigits(whatsapp);
  const { min, max } = whatsappDigitRange(countryCode);
  return digits.length >= min && digits.length <= max;
}

/** Input masks of the PAGE form (docs/product.md, Constants and limits; the widget's +595 mask differs). */
export const PAGE_PHONE_MASKS: Record<(typeof COUNTRY_CODES)[number], string> = {
  '+55': '(00) 00000-0000',
  '+595': '000 000 000',
  '+54': '0 0000 00-0000',
};

/** Example numbers shown as placeholders, formatted like their mask. */
export const PAGE_PHONE_EXAMPLES: Record<(typeof COUNTRY_CODES)[number], string> = {
  '+55': '(11) 91234-5678',
  '+595': '981 123 456',
  '+54': '9 1123 45-6789',
};

/** Page register (docs/product.md, Validation). The country code is a form field only; it is folded into whatsapp when sending. */
export const registerSchema = z
  .object({
    username: z.string().trim().min(1, MSG.nameRequired),
    email: emailField,
    password: passwordField,
    countryCode: z.string().min(1),
    whatsapp: z.string().refine((value) => onlyDigits(value).length > 0, MSG.whatsappRequired),
    receber_marketing: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (onlyDigits(values.whatsapp).length > 0 && !isValidWhatsappFor(values.countryCode, values.whatsapp)) {
      ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: MSG.whatsappInvalid });
    }
  });
export type RegisterValues = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** The whatsapp sent is the country code without '+' followed by the typed digits only ('+595', '981 123 456' → '595981123456'). */
export function toRegisterPayload(data: RegisterData): RegisterRequest {
  return {
    username: data.username,
    email: data.email,
    password: data.password,
    whatsapp: onlyDigits(data.countryCode) + onlyDigits(data.whatsapp),
    receber_marketing: data.receber_marketing,
  };
}
