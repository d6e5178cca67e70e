import { forwardRef, type ButtonHTMLAttributes } from 'react';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline-primary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the container's width. */
  block?: boolean;
  /** Shows a small spinner and disables the button (keeps its label so the width does not jump). */
  loading?: boolean;
}

/** `type` defaults to "button" so a button inside a form never submits by accident; pass type="submit". */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block = false, loading = false, className, type = 'button', disabled, children, ...rest },
  ref,
) {
  const classes = ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', className].filter(Boolean).join(' ');
  return (
    <button ref={ref} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="ui-btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});

/** Classes for a react-router <Link> or <a> that should look like a button. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, extra].filter(Boolean).join(' ');
}
