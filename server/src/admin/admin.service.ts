import type { AdminRepository, DailyCount, UserListItem } from './admin.repository.js';

/** How many of the longest-waiting chats the dashboard lists by name. */
const WAITING_LIST_SIZE = 5;

export interface QueueHealth {
  aguardando: number;
  falhou: number;
}

export interface Dashboard {
  prospectosPorStatus: { status: string; total: number }[];
  cadastros7Dias: { total: number; porDia: DailyCount[] };
  mensagens7Dias: { total: number; porDia: DailyCount[] };
  aguardandoHumano: { total: number; maisAntigos: { id: number; username: string; ultima_mensagem_em: string | null }[] };
  filaWhatsapp: QueueHealth;
  geradoEm: string;
}

const sum = (days: DailyCount[]) => days.reduce((acc, d) => acc + Number(d.total), 0);
const normalize = (days: DailyCount[]): DailyCount[] => days.map((d) => ({ dia: d.dia, total: Number(d.total) }));

export function adminService(deps: { repo: AdminRepository; queueHealth: () => Promise<QueueHealth> }) {
  const { repo } = deps;
  return {
    async listUsers(): Promise<UserListItem[]> {
      return repo.listUsers();
    },

    /** One query per widget, run side by side. */
    async dashboard(): Promise<Dashboard> {
      const [prospectos, cadastros, mensagens, aguardando, fila] = await Promise.all([
        repo.prospectsByStatus(),
        repo.registrationsLast7Days(),
        repo.messagesLast7Days(),
        repo.waitingForHuman(WAITING_LIST_SIZE),
        deps.queueHealth(),
      ]);
      return {
        prospectosPorStatus: prospectos,
        cadastros7Dias: { total: sum(cadastros), porDia: normalize(cadastros) },
        mensagens7Dias: { total: sum(mensagens), porDia: normalize(mensagens) },
        aguardandoHumano: {
          total: aguardando.total,
          maisAntigos: aguardando.oldest.map((c) => ({
            id: c.id,
            username: c.username,
            ultima_mensagem_em: c.ultima_mensagem_em ? new Date(c.ultima_mensagem_em).toISOString() : null,
          })),
        },
        filaWhatsapp: fila,
        geradoEm: new Date().toISOString(),
      };
    },
  };
}
