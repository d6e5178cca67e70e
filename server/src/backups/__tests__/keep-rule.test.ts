import { describe, expect, test } from 'vitest';
import { backupsToDelete } from '../keep-rule.js';

const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });
const names = (list: Array<{ name: string }>) => list.map((b) => b.name).sort();
const rule = { diarios: 7, semanais: 4 };

describe('backupsToDelete', () => {
  // Sunday 2026-11-29, 12:00 in São Paulo (UTC-3).
  const now = new Date('2026-11-29T15:00:00Z');

  test('when there are several backups on one day, then only the newest of that day is kept', () => {
    const backups = [at('2026-11-29T06:00:00Z'), at('2026-11-29T13:00:00Z'), at('2026-11-29T14:00:00Z')];
    expect(names(backupsToDelete(backups, rule, now))).toEqual(['2026-11-29T06:00:00Z', '2026-11-29T13:00:00Z']);
  });

  test('when daily backups span 40 days, then the last 7 days and the newest of the last 4 weeks stay', () => {
    const backups = Array.from({ length: 40 }, (_, i) =>
      at(new Date(Date.UTC(2026, 10, 29, 6) - i * 86_400_000).toISOString().replace('.000Z', 'Z')),
    );
    const kept = backups.filter((b) => !backupsToDelete(backups, rule, now).includes(b));
    expect(names(kept)).toEqual([
      // Sundays ending the three weeks before this one (this week's newest is today's).
      '2026-11-08T06:00:00Z',
      '2026-11-15T06:00:00Z',
      '2026-11-22T06:00:00Z',
      '2026-11-23T06:00:00Z',
      '2026-11-24T06:00:00Z',
      '2026-11-25T06:00:00Z',
      '2026-11-26T06:00:00Z',
      '2026-11-27T06:00:00Z',
      '2026-11-28T06:00:00Z',
      '2026-11-29T06:00:00Z',
    ]);
  });

  test('when a backup is 6 days old it stays, and at 7 days (not the newest of a kept week) it goes', () => {
    const backups = [
      at('2026-11-23T12:00:00Z'),
      at('2026-11-22T12:00:00Z'),
      at('2026-11-22T20:00:00Z'),
      at('2026-11-22T21:00:00Z'),
    ];
    // 22/11 is a Sunday: its newest (21:00 UTC = 18:00 local) is the newest of last week and stays.
    expect(names(backupsToDelete(backups, rule, now))).toEqual(['2026-11-22T12:00:00Z', '2026-11-22T20:00:00Z']);
  });

  test('when the day is counted, then it is the São Paulo calendar day (02:00 UTC is still the evening before)', () => {
    const backups = [at('2026-11-23T02:00:00Z'), at('2026-11-22T22:00:00Z')];
    // Both are on 22/11 in São Paulo, 7 days before today: only the week's newest stays.
    expect(names(backupsToDelete(backups, { diarios: 7, semanais: 0 }, now))).toEqual([
      '2026-11-22T22:00:00Z',
      '2026-11-23T02:00:00Z',
    ]);
    expect(names(backupsToDelete(backups, { diarios: 8, semanais: 0 }, now))).toEqual(['2026-11-22T22:00:00Z']);
  });

  test('when the only backups are older than every window, then all of them are deleted', () => {
    const backups = [at('2026-10-01T12:00:00Z'), at('2026-10-25T12:00:00Z')];
    expect(backupsToDelete(backups, rule, now)).toHaveLength(2);
  });
});
