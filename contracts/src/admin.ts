import { z } from 'zod';
import { ROLES } from './accounts.js';
import { STATUS_ATENDIMENTO } from './tickets.js';
import { MOTIVOS_ESPERA } from './conversation.js';

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
        /** ISO 8601: since when the conversation waits for a person (the dashboard shows how long). */
        aguardando_desde: z.string().nullable().optional(),
        /** Why the conversation waits for a person. */
        motivo: z.enum(MOTIVOS_ESPERA).nullable().optional(),
      }),
    ),
  }),
  filaWhatsapp: z.object({ aguardando: z.number(), falhou: z.number() }),
  /** The content gap: questions the assistant could not answer, similar ones grouped, most asked first. */
  perguntasSemResposta: z.array(z.object({ pergunta: z.string(), total: z.number(), ultima_em: z.string() })).optional(),
  /** ISO 8601. */
  geradoEm: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
