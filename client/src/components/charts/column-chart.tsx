import type { CSSProperties } from 'react';
import { countAxis, labelledIndexes } from './scale';
import './charts.css';

export interface Column {
  key: string;
  /** Under the column (only some labels show when the columns are many). */
  label: string;
  value: number;
  /** A CSS colour; the theme's primary colour when absent. */
  color?: string;
}

interface BarChartProps {
  columns: readonly Column[];
  /** The whole chart in one sentence, for screen readers (the columns themselves are hidden from them). */
  summary: string;
  /** What a value counts, in the bar's tooltip: 'cards'. */
  unit: string;
  /** At most this many labels under the columns (the first, every n-th and the last). */
  maxLabels?: number;
  height?: string;
}

/**
 * Vertical bars (columns) drawn with HTML and CSS: they take the width they are given (no measuring, no overflow on a phone),
 * follow the theme through CSS variables, and show each value on hover. A page keeps its data table beside it.
 */
export function ColumnChart({ columns, summary, unit, maxLabels = 8, height = '11rem' }: BarChartProps) {
  const { top, ticks } = countAxis(Math.max(0, ...columns.map((column) => column.value)));
  const labelled = labelledIndexes(columns.length, maxLabels);
  return (
    <figure className="ui-columns" role="img" aria-label={summary} style={{ '--ui-columns-height': height } as CSSProperties}>
      <div className="ui-columns__axis" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
            {tick}
          </span>
        ))}
      </div>
      <div
        className="ui-columns__plot"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
      >
        {ticks.map((tick) => (
          <span key={tick} className="ui-columns__grid" style={{ bottom: `${(tick / top) * 100}%` }} />
        ))}
        {columns.map((column) => (
          <span key={column.key} className="ui-columns__slot" title={`${column.label}: ${column.value} ${unit}`}>
            <span className="ui-columns__bar" style={{ height: `${(column.value / top) * 100}%`, background: column.color }} />
          </span>
        ))}
      </div>
      <div
        className="ui-columns__labels"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
      >
        {columns.map((column, i) => (
          <span key={column.key}>{labelled.has(i) ? column.label : ''}</span>
        ))}
      </div>
    </figure>
  );
}
