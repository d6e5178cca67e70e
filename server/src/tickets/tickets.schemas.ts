import { TICKETS_PAGE_SIZE } from '@app/contracts';
import { z } from 'zod';
import { STATUS_ATENDIMENTO, STATUS_IA } from '@app/contracts';


const positiveInt = (message: string, max: number) => z.coerce.number({ message }).int(message).min(1, message).max(max, message);

export const listTicketsQuery = z.object({
  pagina: positiveInt('Página inválida.', 1_000_000).default(1),
  porPagina: positiveInt('Tamanho de página inválido.', 100).default(TICKETS_PAGE_SIZE),
});
export type ListTicketsQuery = z.infer<typeof listTicketsQuery>;

const USER_ID_MESSAGE = 'Usuário inválido.';
/** A user id as JSON number or numeric string; anything else is a 400, not a lookup. */
const userId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], { message: USER_ID_MESSAGE })
  .transform(Number)
  .pipe(z.number().int(USER_ID_MESSAGE).min(1, USER_ID_MESSAGE).max(2147483647, USER_ID_MESSAGE));

export const statusIaBody = z.object({
  userId,
  status_ia: z.enum(STATUS_IA, { message: 'Status da IA inválido: use Ligada ou Desligada.' }),
});

export const statusAtendimentoBody = z.object({
  userId,
  status_atendimento: z.enum(STATUS_ATENDIMENTO, {
    message: `Status de atendimento inválido: use ${STATUS_ATENDIMENTO.join(', ')}.`,
  }),
});
