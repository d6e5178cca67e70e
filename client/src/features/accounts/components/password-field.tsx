import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { Icon } from '@/components/ui/icons';

/** A password TextField with a show/hide button inside the input. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'endAdornment'>>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      endAdornment={
        <button
          type="button"
          className="ui-icon-btn"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-pressed={visible}
        >
          {visible ? (
            <Icon name="eye-off" />
          ) : (
            <Icon name="eye" />
          )}
        </button>
      }
    />
  );
});
