import { z } from 'zod';

export const PASSWORD_REQUIRED = 'Informe sua senha para excluir a conta.';

/** DELETE /api/usuario/excluir: the account's password, asked again before anything is deleted. */
export const deleteAccountSchema = z.object(
  {
    senha: z.string({ message: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1024, 'Senha incorreta. Nada foi excluído.'),
  },
  { message: PASSWORD_REQUIRED },
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
