import { format } from 'date-fns';
import { INVALID_DATE, MISSING_DATE } from '@/utils/format-date';

/**
 * Review times are local wall-clock strings 'YYYY-MM-DD HH:mm:ss' (docs/product.md, API calls), stored unshifted by the server.
 * Arithmetic and comparisons happen on those wall-clock components, never through the machine's time zone,
 * so the same answer at the same local time schedules the same string in any zone (and across DST changes).
 */
export type LocalDateTime = string;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** The wall-clock reading of an instant on this machine. */
export function toLocalDateTime(instant: Date): LocalDateTime {
  return format(instant, 'yyyy-MM-dd HH:mm:ss');
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(value: LocalDateTime): Parts | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6] ?? 0),
  };
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Canonical form (drops fractions, 'T'): 19 characters that sort chronologically as plain strings. */
export function normalizeLocal(value: LocalDateTime): LocalDateTime | null {
  const p = localParts(value);
  if (!p) return null;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Wall-clock plus minutes, computed on a zone-free (UTC) calendar. */
export function addMinutesLocal(value: LocalDateTime, minutes: number): LocalDateTime {
  const p = localParts(value);
  if (!p) throw new Error(`data local inválida: ${value}`);
  const shifted = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + minutes * 60_000);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** -1, 0 or 1; unparsable values sort first (treated as already due). */
export function compareLocal(a: LocalDateTime, b: LocalDateTime): number {
  const x = normalizeLocal(a) ?? '';
  const y = normalizeLocal(b) ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** 'dd/MM/yyyy HH:mm' straight from the components (docs/product.md, Study page); '—' when missing, 'Data invalida' when malformed (docs/product.md, Error messages). */
export function formatLocalShort(value: LocalDateTime | null | undefined): string {
  if (!value) return MISSING_DATE;
  const p = localParts(value);
  if (!p) return INVALID_DATE;
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}
