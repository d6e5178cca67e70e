import { z } from 'zod';

export const preferencesSchema = z.object({
  receber_marketing: z.boolean({ message: 'Informe se deseja receber mensagens de marketing (verdadeiro ou falso).' }),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;
