import { z } from 'zod';
import { AUDIT_ACTIONS } from '@app/contracts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use datas no formato AAAA-MM-DD.' });
const optionalId = z.coerce
  .number({ message: 'Informe um número de usuário válido.' })
  .int({ message: 'Informe um número de usuário válido.' })
  .positive({ message: 'Informe um número de usuário válido.' })
  .max(2_147_483_647, { message: 'Informe um número de usuário válido.' })
  .optional();

/** GET /api/admin/auditoria: every filter optional; empty strings (an untouched form field) mean "any". */
export const auditQuerySchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object'
      ? Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter(([, v]) => v !== ''))
      : raw,
  z.object({
    acao: z.enum(AUDIT_ACTIONS, { message: 'Ação de auditoria desconhecida.' }).optional(),
    ator_id: optionalId,
    alvo_id: optionalId,
    de: day.optional(),
    ate: day.optional(),
    pagina: z.coerce
      .number({ message: 'Página inválida.' })
      .int({ message: 'Página inválida.' })
      .min(1, { message: 'Página inválida.' })
      .max(100_000, { message: 'Página inválida.' })
      .default(1),
  }),
);
export type AuditQueryInput = z.infer<typeof auditQuerySchema>;
