/**
 * Colours and text styles the charts share, as CSS variables: recharts writes them into SVG attributes, and the
 * variables switch with the theme (`:root[data-theme='dark']`), so one chart serves both themes.
 */
export const CHART = {
  text: 'var(--color-muted)',
  axis: 'var(--color-border-strong)',
  grid: 'var(--color-border)',
  bar: 'var(--color-primary)',
  tooltip: {
    contentStyle: {
      background: 'var(--color-surface)',
      border: '1px solid var(--color-border)',
      borderRadius: 'var(--radius)',
      color: 'var(--color-text)',
    },
    labelStyle: { color: 'var(--color-text)', fontWeight: 600 },
    itemStyle: { color: 'var(--color-text)' },
    cursor: { fill: 'var(--color-surface-2)' },
  },
} as const;

export const MATURITY_COLORS = {
  novos: 'var(--fc-chart-new)',
  aprendendo: 'var(--fc-chart-learning)',
  jovens: 'var(--fc-chart-young)',
  maduros: 'var(--fc-chart-mature)',
} as const;
