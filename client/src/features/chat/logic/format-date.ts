import { format, isValid, parseISO } from 'date-fns';

const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** dd/MM/yyyy HH:mm in local time; a missing date shows a dash, a malformed one 'Data inválida' (SPEC §8). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  if (!ISO_PATTERN.test(iso)) return 'Data inválida';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : 'Data inválida';
}
