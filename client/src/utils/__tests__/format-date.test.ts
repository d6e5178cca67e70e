import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayMonth } from '@/utils/format-date';

describe('formatDateTime', () => {
  it('when the value is a local ISO date-time, then dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime('2025-03-07T09:05:00')).toBe('07/03/2025 09:05');
  });

  it('when the value is a UTC ISO timestamp, then it is shown in the local zone', () => {
    const local = new Date(2025, 2, 7, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('07/03/2025 09:05');
    const iso = '2025-03-07T12:00:00.000Z';
    const shifted = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${pad(shifted.getDate())}/${pad(shifted.getMonth() + 1)}/${shifted.getFullYear()} ${pad(shifted.getHours())}:${pad(shifted.getMinutes())}`,
    );
  });

  it('when the value is missing, then a dash', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });

  it('when the value is not ISO, then Data invalida (docs/product.md, Error messages, word for word)', () => {
    expect(formatDateTime('ontem')).toBe('Data invalida');
    expect(formatDateTime('amanhã')).toBe('Data invalida');
    expect(formatDateTime('07/03/2025')).toBe('Data invalida');
    expect(formatDateTime('2025-13-45T99:99:00')).toBe('Data invalida');
  });
});

describe('formatDayMonth', () => {
  it('when given a calendar day, then dd/MM', () => {
    expect(formatDayMonth('2025-11-09')).toBe('09/11');
  });
});
