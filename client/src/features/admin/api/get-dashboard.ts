import { z } from 'zod';
import { api } from '../../../lib/api-client';

const dailySchema = z.array(z.object({ dia: z.string(), total: z.number() }));

export const dashboardSchema = z.object({
  prospectosPorStatus: z.array(z.object({ status: z.string(), total: z.number() })),
  cadastros7Dias: z.object({ total: z.number(), porDia: dailySchema }),
  mensagens7Dias: z.object({ total: z.number(), porDia: dailySchema }),
  aguardandoHumano: z.object({
    total: z.number(),
    maisAntigos: z.array(z.object({ id: z.number(), username: z.string(), ultima_mensagem_em: z.string().nullable() })),
  }),
  filaWhatsapp: z.object({ aguardando: z.number(), falhou: z.number() }),
  geradoEm: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/admin/dashboard (cred, admin): every widget's numbers in one answer. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await api.get('/api/admin/dashboard', { signal });
  return dashboardSchema.parse(data);
}
