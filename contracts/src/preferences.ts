import { z } from 'zod';

/** GET and PUT /api/usuario/preferencias: consent to marketing messages on WhatsApp (LGPD). PUT takes the same shape. */
export const preferencesSchema = z.object({ receber_marketing: z.boolean() });
export type Preferences = z.infer<typeof preferencesSchema>;
