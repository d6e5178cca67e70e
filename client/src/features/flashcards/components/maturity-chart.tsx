import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StudyStats } from '@app/contracts';
import { CHART, MATURITY_COLORS } from '@/features/flashcards/components/chart-theme';
import { MATURITY_LABELS, maturitySummary } from '@/features/flashcards/logic/heatmap';

const ORDER = ['novos', 'aprendendo', 'jovens', 'maduros'] as const;
const SHORT: Record<(typeof ORDER)[number], string> = { novos: 'Novos', aprendendo: 'Aprendendo', jovens: 'Jovens', maduros: 'Maduros' };

/** Cards by maturity: one coloured bar per stage, a one-sentence summary for screen readers, and the table beside it. */
export function MaturityChart({ maturity }: { maturity: StudyStats['maturidade'] }) {
  const data = ORDER.map((key) => ({ key, label: SHORT[key], cards: maturity[key] }));
  return (
    <>
      <div className="fc-chart" role="img" aria-label={maturitySummary(maturity)} data-testid="fc-maturity-chart">
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid stroke={CHART.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fill: CHART.text, fontSize: 12 }} stroke={CHART.axis} />
            <YAxis allowDecimals={false} tick={{ fill: CHART.text, fontSize: 12 }} stroke={CHART.axis} />
            <Tooltip {...CHART.tooltip} formatter={(value) => [value, 'Cards']} />
            <Bar dataKey="cards" name="Cards" radius={[3, 3, 0, 0]} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.key} fill={MATURITY_COLORS[d.key]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table>
        <tbody>
          {ORDER.map((key) => (
            <tr key={key}>
              <th scope="row">
                <span className="fc-chart__swatch" style={{ background: MATURITY_COLORS[key] }} aria-hidden="true" />
                {MATURITY_LABELS[key]}
              </th>
              <td>{maturity[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
