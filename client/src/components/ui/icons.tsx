import type { CSSProperties, ReactNode } from 'react';

export type StatusIconName = 'success' | 'error' | 'warning' | 'info';

/** What each icon says to a screen reader when the text beside it does not. */
export const STATUS_ICON_LABELS: Record<StatusIconName, string> = {
  success: 'Sucesso',
  error: 'Erro',
  warning: 'Atenção',
  info: 'Informação',
};

const TONE_COLOURS: Record<StatusIconName, string> = {
  success: 'var(--color-success)',
  error: 'var(--color-danger)',
  warning: 'var(--color-warning)',
  info: 'var(--color-info)',
};

const SHAPES: Record<StatusIconName, ReactNode> = {
  success: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.1a2 2 0 0 1 3.4 0l8 13.9a2 2 0 0 1-1.7 3H4a2 2 0 0 1-1.7-3z" />
      <path d="M12 9.5v4.5M12 17.2h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v5.5M12 7.6h.01" />
    </>
  ),
};

interface StatusIconProps {
  name: StatusIconName;
  /** Read instead of the default ('Sucesso', 'Erro', 'Atenção', 'Informação'). */
  label?: string;
  /** The text beside the icon already says it: screen readers skip the icon. */
  decorative?: boolean;
  size?: number;
  className?: string;
}

const ALIGN_WITH_TEXT: CSSProperties = { flex: 'none', verticalAlign: '-0.2em' };

/**
 * Success, error, warning and info drawn inline in the theme's tone colours, for where ✅ ❌ ⚠️ ℹ️ would show
 * as empty boxes on systems without an emoji font.
 */
export function StatusIcon({ name, label = STATUS_ICON_LABELS[name], decorative = false, size = 18, className }: StatusIconProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      style={{ ...ALIGN_WITH_TEXT, color: TONE_COLOURS[name] }}
      data-status-icon={name}
      {...a11y}
    >
      {SHAPES[name]}
    </svg>
  );
}
