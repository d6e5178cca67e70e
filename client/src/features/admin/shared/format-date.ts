import { format, isValid, parseISO } from 'date-fns';

const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** 'dd/MM/yyyy HH:mm' in the browser's zone; a dash when missing, 'Data inválida' when not ISO (SPEC §8, §9). */
export function formatDateTime(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (!ISO_PATTERN.test(value)) return 'Data inválida';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : 'Data inválida';
}

/** 'dd/MM' for chart labels of a 'YYYY-MM-DD' day. */
export function formatDayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return month && date ? `${date}/${month}` : day;
}
