import { z } from 'zod';
import { normalizeWhatsapp } from '@app/contracts';
import { emailField } from './login-schema';
import { MSG } from './messages';

/** 'Meus dados' in the settings: the sign-up rules, with the number typed in full, country code first. */
export const profileSchema = z.object({
  username: z.string().trim().min(1, MSG.nameRequired),
  email: emailField,
  whatsapp: z.string().refine((v) => v.trim() === '' || normalizeWhatsapp(v) !== null, MSG.whatsappInvalid),
  senhaAtual: z.string(),
});
export type ProfileValues = z.input<typeof profileSchema>;
