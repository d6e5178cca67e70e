import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format-date';

describe('formatDateTime', () => {
  it('when the date is ISO, then dd/MM/yyyy HH:mm in local time', () => {
    const iso = new Date(2025, 2, 7, 9, 5).toISOString();
    expect(formatDateTime(iso)).toBe('07/03/2025 09:05');
  });
  it('when the date is missing or malformed, then a dash or "Data inválida"', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('ontem')).toBe('Data inválida');
  });
});
