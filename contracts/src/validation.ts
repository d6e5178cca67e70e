/** Rules both sides enforce. Messages are not here: the widget and the pages word them differently. */

export const PASSWORD_MIN = 6;
/** bcrypt reads at most 72 bytes; we refuse longer passwords instead of silently truncating them. */
export const PASSWORD_MAX_BYTES = 72;

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A standard address pattern, at most 254 characters overall and 64 before the at-sign (docs/product.md, Validation). */
export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const local = value.slice(0, at);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(value);
}

export const COUNTRY_CODES = ['+55', '+595', '+54'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+55';

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** National number length per offered country code (docs/product.md, Validation). */
export const NATIONAL_DIGITS: Record<CountryCode, number> = { '+55': 11, '+595': 9, '+54': 11 };

export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * Checks a full international number as the server receives it ("+55 (11) 91234-5678" from the widget,
 * "5511912345678" from the page) and returns its digits, or null when it cannot be a valid WhatsApp.
 */
export function normalizeWhatsapp(value: string): string | null {
  const digits = onlyDigits(value);
  for (const code of ['+595', '+55', '+54'] as const) {
    const prefix = code.slice(1);
    if (digits.startsWith(prefix)) {
      let national = digits.slice(prefix.length);
      // A domestic trunk zero typed after the country code ("+595 0981…") is dropped, as dialling does.
      if (national.length === NATIONAL_DIGITS[code] + 1 && national.startsWith('0')) national = national.slice(1);
      return national.length === NATIONAL_DIGITS[code] ? prefix + national : null;
    }
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}
