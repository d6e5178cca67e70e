import { z } from 'zod';

export const dataDeletionSchema = z.object({
  signed_request: z
    .string({ message: 'signed_request é obrigatório.' })
    .trim()
    .min(1, 'signed_request é obrigatório.')
    .max(8192, 'signed_request inválido.'),
});

/** Codes we hand out are 20 alphanumerics; anything else cannot exist, so it is a 404 without a query. */
export const CONFIRMATION_CODE_LENGTH = 20;
export const confirmationCodeSchema = z.string().regex(/^[A-Za-z0-9]{20}$/);
