/**
 * Which backups the daily job keeps: the newest of each of the last `diarios` calendar days (today included) and the
 * newest of each of the last `semanais` weeks (Monday to Sunday, this week included), days counted in São Paulo.
 * Everything else is deleted, so no backup outlives the longer of the two windows (contracts' backupMaxAgeDays),
 * which is what the privacy page promises.
 */
export interface KeepRule {
  diarios: number;
  semanais: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const localDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Days since 1970-01-01 of the São Paulo calendar date of `at`. */
function dayNumber(at: Date): number {
  return Math.floor(Date.parse(`${localDate.format(at)}T00:00:00Z`) / DAY_MS);
}

/** The day number of the Monday starting `day`'s week (1970-01-01 was a Thursday). */
const weekStart = (day: number) => day - ((day + 3) % 7);

export function backupsToDelete<T extends { createdAt: Date }>(backups: readonly T[], rule: KeepRule, now: Date): T[] {
  const today = dayNumber(now);
  const thisWeek = weekStart(today);
  const newestOfDay = new Map<number, T>();
  const newestOfWeek = new Map<number, T>();
  for (const backup of backups) {
    const day = dayNumber(backup.createdAt);
    const week = weekStart(day);
    const byDay = newestOfDay.get(day);
    if (!byDay || byDay.createdAt < backup.createdAt) newestOfDay.set(day, backup);
    const byWeek = newestOfWeek.get(week);
    if (!byWeek || byWeek.createdAt < backup.createdAt) newestOfWeek.set(week, backup);
  }
  const kept = new Set<T>();
  for (const [day, backup] of newestOfDay) if (today - day < rule.diarios) kept.add(backup);
  for (const [week, backup] of newestOfWeek) if ((thisWeek - week) / 7 < rule.semanais) kept.add(backup);
  return backups.filter((backup) => !kept.has(backup));
}
