import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, onlyDigits, type CountryCode } from '@app/contracts';

export { COUNTRY_CODES, DEFAULT_COUNTRY_CODE };

export const COUNTRY_NAMES: Record<CountryCode, string> = { '+55': 'Brasil', '+595': 'Paraguai', '+54': 'Argentina' };

/** Widget masks (SPEC §5.2, §9): +595 leaves room for the domestic trunk zero (0981 123 456). */
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

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The widget's WhatsApp rule (SPEC §5.2): +55 and +54 need 11 digits, +595 needs 9 (a leading trunk
 * zero typed as in Paraguay is accepted: 10 digits starting with 0); any other code is just required.
 */
export function isValidWidgetWhatsapp(countryCode: string, typed: string): boolean {
  const digits = onlyDigits(typed);
  switch (countryCode) {
    case '+55':
    case '+54':
      return digits.length === 11;
    case '+595':
      return digits.length === 9 || (digits.length === 10 && digits.startsWith('0'));
    default:
      return digits.length > 0;
  }
}

/** What the widget sends: the country code, a space, then the number as typed ("+55 (11) 91234-5678"). */
export function widgetWhatsappPayload(countryCode: string, typed: string): string {
  return `${countryCode} ${typed.trim()}`;
}
