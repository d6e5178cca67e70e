import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The e-mail input both auth pages use: label 'E-mail', mobile e-mail keyboard, browser autofill. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(function EmailField(props, ref) {
  return <TextField ref={ref} label="E-mail" type="email" autoComplete="email" inputMode="email" maxLength={320} placeholder="voce@exemplo.com" {...props} />;
});
