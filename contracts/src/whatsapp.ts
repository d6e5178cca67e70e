import { NATIONAL_DIGITS, normalizeWhatsapp, onlyDigits } from './validation.js';

/** GET /api/whatsapp/status (staff): whether messages can leave the queue, and which variables are missing. */
export interface WhatsappStatus {
  configurado: boolean;
  faltando: string[];
}

/** Argentine area codes of three digits; 11 (Buenos Aires) has two and every other one four. */
const AR_THREE_DIGIT_AREAS = new Set(
  (
    '220 221 223 230 236 237 249 260 261 263 264 266 280 291 294 297 298 299 336 341 342 343 345 348 351 353 358 362 ' +
    '364 370 376 379 380 381 383 385 387 388'
  ).split(' '),
);

function splitTail(digits: string): string {
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

function brazil(national: string): string | null {
  if (national.length !== NATIONAL_DIGITS['+55'] && national.length !== NATIONAL_DIGITS['+55'] - 1) return null;
  return `+55 (${national.slice(0, 2)}) ${splitTail(national.slice(2))}`;
}

function paraguay(national: string): string | null {
  if (national.length !== NATIONAL_DIGITS['+595']) return null;
  return `+595 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

function argentina(national: string): string | null {
  if (national.length !== NATIONAL_DIGITS['+54'] || !national.startsWith('9')) return null;
  const rest = national.slice(1);
  const areaLength = rest.startsWith('11') ? 2 : AR_THREE_DIGIT_AREAS.has(rest.slice(0, 3)) ? 3 : 4;
  return `+54 9 ${rest.slice(0, areaLength)} ${splitTail(rest.slice(areaLength))}`;
}

const BY_PREFIX: ReadonlyArray<[string, (national: string) => string | null]> = [
  ['595', paraguay],
  ['55', brazil],
  ['54', argentina],
];

/**
 * How a WhatsApp number is shown to people: "+55 (11) 91234-5678", "+595 981 123 456", "+54 9 11 2345-6789".
 * Any other country or length is shown as + and its digits; no number gives ''.
 */
export function formatWhatsapp(numero: string | null | undefined): string {
  // Normalizing first drops a trunk zero typed after the country code ("+595 0981…").
  const digits = normalizeWhatsapp(numero ?? '') ?? onlyDigits(numero ?? '');
  if (!digits) return '';
  const match = BY_PREFIX.find(([prefix]) => digits.startsWith(prefix));
  return (match && match[1](digits.slice(match[0].length))) ?? `+${digits}`;
}
