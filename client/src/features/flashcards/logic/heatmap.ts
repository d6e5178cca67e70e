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

const cardsText = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

/** The forecast chart in one sentence: the total over the period and the busiest day. */
export function forecastSummary(days: StudyStats['previsao']): string {
  const total = days.reduce((sum, d) => sum + d.cards, 0);
  if (total === 0) return `Previsão: nenhum card a revisar nos próximos ${days.length} dias`;
  const busiest = days.reduce((best, d) => (d.cards > best.cards ? d : best));
  return `Previsão: ${cardsText(total)} a revisar nos próximos ${days.length} dias; o dia com mais revisões é ${shortDay(busiest.dia)}, com ${cardsText(busiest.cards)}`;
}

export const MATURITY_LABELS: Readonly<Record<keyof StudyStats['maturidade'], string>> = {
  novos: 'Novos (nunca estudados)',
  aprendendo: 'Aprendendo (intervalo menor que 1 dia)',
  jovens: 'Jovens (de 1 a 20 dias)',
  maduros: 'Maduros (21 dias ou mais)',
};

/** The maturity chart in one sentence. */
export function maturitySummary(m: StudyStats['maturidade']): string {
  const of = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
  return (
    `Cards por maturidade: ${of(m.novos, 'novo', 'novos')}, ${of(m.aprendendo, 'aprendendo', 'aprendendo')}, ` +
    `${of(m.jovens, 'jovem', 'jovens')} e ${of(m.maduros, 'maduro', 'maduros')}`
  );
}
