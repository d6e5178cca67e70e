import { z } from 'zod';
import { isValidEmail, PASSWORD_MIN } from '@app/contracts';
import { MSG } from './messages';

/** E-mail of the page forms: required, then the generic rule of SPEC §5.5 (pattern, ≤ 254 overall, ≤ 64 local part). */
export const emailField = z
  .string()
  .trim()
  .min(1, MSG.emailRequired)
  .refine((value) => isValidEmail(value), MSG.emailInvalid);

/** Password of the page forms: required, at least 6 characters (SPEC §5.3, §9). */
export const passwordField = z.string().min(1, MSG.passwordRequired).min(PASSWORD_MIN, MSG.passwordMin);

/** Page login (SPEC §5.3). */
export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
