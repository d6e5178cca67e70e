import { barPercent } from './bar-percent';
import './bar-chart.css';

export interface Bar {
  label: string;
  value: number;
  /** A CSS colour; the theme's primary colour when absent. */
  color?: string;
}

/** Horizontal bars drawn with CSS; each row is readable text (label and value) for screen readers. */
export function BarChart({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <ul className="ui-bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.label} className="ui-bars__row">
          <span className="ui-bars__label">{bar.label}</span>
          <span className="ui-bars__track" aria-hidden="true">
            <span className="ui-bars__fill" style={{ width: `${barPercent(bar.value, max)}%`, background: bar.color }} />
          </span>
          <span className="ui-bars__value">{bar.value.toLocaleString('pt-BR')}</span>
        </li>
      ))}
    </ul>
  );
}

/** Seven vertical bars, one per day; the list reads 'dd/MM: n'. */
export function DailyChart({ days, label }: { days: { label: string; value: number }[]; label: string }) {
  const max = Math.max(0, ...days.map((d) => d.value));
  return (
    <ol className="ui-days" aria-label={label}>
      {days.map((day) => (
        <li key={day.label} className="ui-days__col">
          <span className="ui-days__value">
            <span className="visually-hidden">{day.label}: </span>
            {day.value.toLocaleString('pt-BR')}
          </span>
          <span className="ui-days__bar" aria-hidden="true" style={{ height: `${barPercent(day.value, max) * 0.7}%` }} />
          <span className="ui-days__label" aria-hidden="true">
            {day.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
