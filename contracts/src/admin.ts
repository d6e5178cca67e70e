import { z } from 'zod';
import { ROLES } from './accounts.js';
import { HANDOFF_REASONS, STATUS_ATENDIMENTO } from './tickets.js';

/** GET /api/usuarios (admin): every account, newest first. */
export const userListItemSchema = z.object({ id: z.number(), username: z.string(), email: z.string(), role: z.enum(ROLES) });
export type UserListItem = z.infer<typeof userListItemSchema>;

/** One count per local day ('YYYY-MM-DD'), the last 7 days. */
const dailyCountsSchema = z.array(z.object({ dia: z.string(), total: z.number() }));

/** GET /api/admin/dashboard (admin): every widget's numbers in one answer. */
export const dashboardSchema = z.object({
  prospectosPorStatus: z.array(z.object({ status: z.enum(STATUS_ATENDIMENTO), total: z.number() })),
  cadastros7Dias: z.object({ total: z.number(), porDia: dailyCountsSchema }),
  mensagens7Dias: z.object({ total: z.number(), porDia: dailyCountsSchema }),
  aguardandoHumano: z.object({
    total: z.number(),
    maisAntigos: z.array(
      z.object({
        id: z.number(),
        username: z.string(),
        ultima_mensagem_em: z.string().nullable(),
        /** Why the assistant handed the conversation over; absent or null when it only waits with the AI off. */
        motivo: z.enum(HANDOFF_REASONS).nullable().optional(),
      }),
    ),
  }),
  filaWhatsapp: z.object({ aguardando: z.number(), falhou: z.number() }),
  /** The content gap (issue 12): questions the assistant could not answer, similar ones grouped, most asked first. */
  perguntasSemResposta: z.array(z.object({ pergunta: z.string(), total: z.number(), ultima_em: z.string() })).optional(),
  /** ISO 8601. */
  geradoEm: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
