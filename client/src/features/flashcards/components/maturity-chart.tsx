import type { StudyStats } from '@app/contracts';
import { BarChart } from '@/components/charts/bar-chart';
import { MATURITY_LABELS, maturitySummary } from '@/features/flashcards/logic/heatmap';

const ORDER = ['novos', 'aprendendo', 'jovens', 'maduros'] as const;
const SHORT: Record<(typeof ORDER)[number], string> = {
  novos: 'Novos',
  aprendendo: 'Aprendendo',
  jovens: 'Jovens',
  maduros: 'Maduros',
};
/** CSS variables that switch with the theme (flashcards.css). */
const COLORS: Record<(typeof ORDER)[number], string> = {
  novos: 'var(--fc-chart-new)',
  aprendendo: 'var(--fc-chart-learning)',
  jovens: 'var(--fc-chart-young)',
  maduros: 'var(--fc-chart-mature)',
};

/** Cards by maturity: one coloured bar per stage (a row each, so no label is ever cut), a one-sentence summary and the table. */
export function MaturityChart({ maturity }: { maturity: StudyStats['maturidade'] }) {
  return (
    <>
      <div className="fc-chart" role="img" aria-label={maturitySummary(maturity)} data-testid="fc-maturity-chart">
        <BarChart
          label="Cards por maturidade"
          bars={ORDER.map((key) => ({ label: SHORT[key], value: maturity[key], color: COLORS[key] }))}
        />
      </div>
      <table>
        <tbody>
          {ORDER.map((key) => (
            <tr key={key}>
              <th scope="row">
                <span className="fc-chart__swatch" style={{ background: COLORS[key] }} aria-hidden="true" />
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
