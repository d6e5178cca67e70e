import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, NATIONAL_DIGITS, isCountryCode, onlyDigits, type CountryCode } from '@app/contracts';

export { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, isCountryCode };

export const COUNTRY_NAMES: Record<CountryCode, string> = { '+55': 'Brasil', '+595': 'Paraguai', '+54': 'Argentina' };

/** Widget masks (docs/product.md, Validation; Constants and limits): +595 leaves room for the domestic trunk zero (0981 123 456). */
export const WIDGET_PHONE_MASKS: Record<CountryCode, string> = {
  '+55': '(00) 00000-0000',
  '+595': '0000 000 000',
  '+54': '0 0000 00-0000',
};

export const WIDGET_PHONE_EXAMPLES: Record<CountryCode, string> = {
  '+55': '(11) 91234-5678',
  '+595': '0981 123 456',
  '+54': '9 1123 45-6789',
};

/**
 * The widget's WhatsApp rule (docs/product.md, Validation): +55 and +54 need 11 digits, +595 needs 9 (a leading trunk
 * zero typed as in Paraguay is accepted: 10 digits starting with 0); any other code is just required.
 */
export function isValidWidgetWhatsapp(countryCode: string, typed: string): boolean {
  const digits = onlyDigits(typed);
  if (!isCountryCode(countryCode)) return digits.length > 0;
  const national = countryCode === '+595' && digits.length === NATIONAL_DIGITS['+595'] + 1 ? digits.replace(/^0/, '') : digits;
  return national.length === NATIONAL_DIGITS[countryCode];
}

/** What the widget sends: the country code, a space, then the number as typed ("+55 (11) 91234-5678"). */
export function widgetWhatsappPayload(countryCode: string, typed: string): string {
  return `${countryCode} ${typed.trim()}`;
}
