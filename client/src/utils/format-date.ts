import { isValid, parseISO } from 'date-fns';

/** What a malformed date reads as (docs/product.md, Error messages, word for word) and what stands for a missing one. */
export const INVALID_DATE = 'Data invalida';
export const MISSING_DATE = '—';

const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** 'dd/MM/yyyy HH:mm' in the browser's zone (docs/product.md, Constants and limits); a dash when missing, 'Data invalida' when not ISO (docs/product.md, Error messages). */
export function formatDateTime(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  if (!ISO_PATTERN.test(value)) return INVALID_DATE;
  const date = parseISO(value);
  return isValid(date) ? dateTimeText(date) : INVALID_DATE;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * 'dd/MM/yyyy HH:mm' by hand: date-fns' format() brings its formatter table and the en-US locale (6 KB brotli on the
 * dashboard's first paint) for one fixed pattern.
 */
function dateTimeText(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${year} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** 'dd/MM' for chart labels of a 'YYYY-MM-DD' day. */
export function formatDayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return month && date ? `${date}/${month}` : day;
}
