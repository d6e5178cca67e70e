import type { StudyStats } from '@app/contracts';
import { ColumnChart } from '@/components/charts/column-chart';
import { forecastDays, forecastSummary, shortDay } from '@/features/flashcards/logic/heatmap';

/** Cards due on each of the next 30 days: a bar chart for the eye, a summary and the same numbers as a table for screen readers. */
export function DueForecast({ stats }: { stats: StudyStats }) {
  const days = forecastDays(stats.hoje, stats.previsao).map((d) => ({ ...d, label: shortDay(d.dia) }));
  return (
    <>
      <div className="fc-chart" data-testid="fc-forecast-chart">
        <ColumnChart
          summary={forecastSummary(days)}
          unit="cards"
          maxLabels={6}
          height="12rem"
          columns={days.map((day) => ({ key: day.dia, label: day.label, value: day.cards }))}
        />
      </div>
      {/* The wrapper hides it: a table grows to its content whatever width it is given, and would widen the page. */}
      <div className="visually-hidden">
        <table>
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
      </div>
    </>
  );
}
