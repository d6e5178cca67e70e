import type { StudyStats } from '@app/contracts';
import { forecastDays, shortDay } from '@/features/flashcards/logic/heatmap';

/** Cards due on each of the next 30 days: bars for the eye, the same numbers as a table for screen readers. */
export function DueForecast({ stats }: { stats: StudyStats }) {
  const days = forecastDays(stats.hoje, stats.previsao);
  const max = Math.max(1, ...days.map((d) => d.cards));
  return (
    <>
      <ol className="fc-bars" aria-hidden="true">
        {days.map((d) => (
          <li key={d.dia} className="fc-bars__bar" style={{ height: `${(d.cards / max) * 100}%` }} title={`${shortDay(d.dia)}: ${d.cards} cards`} />
        ))}
      </ol>
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
                <td>{shortDay(d.dia)}</td>
                <td>{d.cards}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </>
  );
}
