import { z } from 'zod';
import { isValidEmail, PASSWORD_MIN } from '@app/contracts';
import { MSG } from './messages';

/** E-mail of the page forms: required, then the generic rule of docs/product.md, Validation (pattern, ≤ 254 overall, ≤ 64 local part). */
export const emailField = z
  .string()
  .trim()
  .min(1, MSG.emailRequired)
  .refine((value) => isValidEmail(value), MSG.emailInvalid);

/** Password of the page forms: required, at least 6 characters (docs/product.md, Validation; Constants and limits). */
export const passwordField = z.string().min(1, MSG.passwordRequired).min(PASSWORD_MIN, MSG.passwordMin);

/** Page login (docs/product.md, Validation). */
export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
