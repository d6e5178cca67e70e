import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Error message shown under the input (and announced); marks the input aria-invalid. */
  error?: string;
  /** Help text under the input when there is no error. */
  hint?: ReactNode;
  /** Something drawn inside the input's right edge (e.g. a show-password button). */
  endAdornment?: ReactNode;
  /** Marks the field as required: an asterisk after the label (not read aloud) and aria-required for screen readers. */
  required?: boolean;
}

/** Label + input + error message. Forwards the ref to the <input>, so `{...register('email')}` just works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, endAdornment, required = false, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-msg`;
  const input = (
    <input
      ref={ref}
      id={inputId}
      className={endAdornment ? 'ui-input ui-input--with-end' : 'ui-input'}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={error || hint ? messageId : undefined}
      {...rest}
    />
  );
  return (
    <div className={['ui-field', error && 'ui-field--invalid', required && 'ui-field--required', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {endAdornment ? (
        <div className="ui-input-wrap">
          {input}
          <div className="ui-input-wrap__end">{endAdornment}</div>
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={messageId} className="ui-field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
