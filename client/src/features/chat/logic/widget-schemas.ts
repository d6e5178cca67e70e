import { z } from 'zod';
import { PASSWORD_MIN, isValidEmail } from '@app/contracts';
import { isValidWidgetWhatsapp } from './phone-masks';
import { FIELD_ERRORS } from './widget-texts';

const email = z
  .string()
  .trim()
  .refine((v) => v.length > 0 && isValidEmail(v), FIELD_ERRORS.emailInvalid);

/** Widget login (docs/product.md, Validation). */
export const widgetLoginSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN, FIELD_ERRORS.passwordInvalid),
});
export type WidgetLoginValues = z.infer<typeof widgetLoginSchema>;

/** Widget register (docs/product.md, Validation). */
export const widgetRegisterSchema = z
  .object({
    username: z.string().trim().min(1, FIELD_ERRORS.nameRequired),
    email,
    countryCode: z.string().min(1, FIELD_ERRORS.countryCodeRequired),
    whatsapp: z.string(),
    password: z.string().min(PASSWORD_MIN, FIELD_ERRORS.passwordShort),
    receber_marketing: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!isValidWidgetWhatsapp(values.countryCode, values.whatsapp)) {
      ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: FIELD_ERRORS.whatsappInvalid });
    }
  });
export type WidgetRegisterValues = z.infer<typeof widgetRegisterSchema>;
