import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayMonth } from '../format-date';

describe('formatDateTime', () => {
  it('when the value is a local ISO date-time, then dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime('2025-03-07T09:05:00')).toBe('07/03/2025 09:05');
  });

  it('when the value is a UTC ISO timestamp, then it is shown in the local zone', () => {
    const iso = '2025-03-07T12:00:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });

  it('when the value is missing, then a dash; when not ISO, then Data inválida', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('ontem')).toBe('Data inválida');
    expect(formatDateTime('2025-13-45T99:99:00')).toBe('Data inválida');
  });
});

describe('formatDayMonth', () => {
  it('when given a calendar day, then dd/MM', () => {
    expect(formatDayMonth('2025-11-09')).toBe('09/11');
  });
});
