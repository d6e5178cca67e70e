import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './ui.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option (e.g. 'Selecione o papel'). */
  placeholder?: string;
  error?: string;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
}

/** Label + native select + error message; forwards the ref for react-hook-form. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hideLabel = false, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-msg`;
  return (
    <div className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'ui-field__label'} htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="ui-input ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
