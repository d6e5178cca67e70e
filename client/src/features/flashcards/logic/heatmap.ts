import type { StudyStats } from '@app/contracts';

export interface HeatmapDay {
  dia: string;
  revisoes: number;
  /** 0 (none) to 4 (the busiest quarter of the year's maximum). */
  level: number;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The 365 days ending `today` ('YYYY-MM-DD'), oldest first, padded at the start so the first column begins on a
 * Sunday (a grid of weeks, one row per weekday). Dates are computed on the UTC calendar: no zone can shift them.
 */
export function heatmapDays(today: string, perDay: StudyStats['por_dia']): Array<HeatmapDay | null> {
  const counts = new Map(perDay.map((d) => [d.dia, d.revisoes]));
  const max = Math.max(0, ...perDay.map((d) => d.revisoes));
  const end = Date.parse(`${today}T00:00:00Z`);
  const start = end - 364 * DAY_MS;
  const padding = new Date(start).getUTCDay();
  const days: Array<HeatmapDay | null> = Array.from({ length: padding }, () => null);
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const dia = iso(ms);
    const revisoes = counts.get(dia) ?? 0;
    days.push({ dia, revisoes, level: revisoes === 0 ? 0 : Math.min(4, Math.ceil((revisoes / max) * 4)) });
  }
  return days;
}

/** The next `n` days from `today` with the number of cards due on each (0 where the server sent none). */
export function forecastDays(today: string, forecast: StudyStats['previsao'], n = 30): StudyStats['previsao'] {
  const counts = new Map(forecast.map((d) => [d.dia, d.cards]));
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => {
    const dia = iso(start + i * DAY_MS);
    return { dia, cards: counts.get(dia) ?? 0 };
  });
}

/** '24/11' from '2026-11-24'. */
export const shortDay = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
