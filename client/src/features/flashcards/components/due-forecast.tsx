import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StudyStats } from '@app/contracts';
import { CHART } from '@/features/flashcards/components/chart-theme';
import { forecastDays, forecastSummary, shortDay } from '@/features/flashcards/logic/heatmap';

/** Cards due on each of the next 30 days: a bar chart for the eye, a summary and the same numbers as a table for screen readers. */
export function DueForecast({ stats }: { stats: StudyStats }) {
  const days = forecastDays(stats.hoje, stats.previsao).map((d) => ({ ...d, label: shortDay(d.dia) }));
  return (
    <>
      <div className="fc-chart" role="img" aria-label={forecastSummary(days)} data-testid="fc-forecast-chart">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid stroke={CHART.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fill: CHART.text, fontSize: 12 }} stroke={CHART.axis} interval="preserveStartEnd" minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fill: CHART.text, fontSize: 12 }} stroke={CHART.axis} />
            <Tooltip {...CHART.tooltip} formatter={(value) => [value, 'Cards']} />
            <Bar dataKey="cards" name="Cards" fill={CHART.bar} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="fc-visually-hidden">
        <caption>Cards a revisar por dia nos próximos 30 dias</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Cards</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((d) => d.cards > 0)
            .map((d) => (
              <tr key={d.dia}>
                <td>{d.label}</td>
                <td>{d.cards}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </>
  );
}
