import type { Knex } from 'knex';
import type { WhatsappService } from '../whatsapp/index.js';
import { groupUnanswered, type GapGroup } from '../ai/index.js';
import { adminRepository, type DailyCount, type UserListItem, type WaitingChat } from './admin.repository.js';

/** How many of the longest-waiting chats the dashboard lists by name. */
const WAITING_LIST_SIZE = 5;
/** The content gap: the newest unanswered questions read, and the groups shown. */
const GAP_QUESTIONS_READ = 500;
const GAP_GROUPS_SHOWN = 8;

export interface QueueHealth {
  aguardando: number;
  falhou: number;
}

export interface Dashboard {
  prospectosPorStatus: { status: string; total: number }[];
  cadastros7Dias: { total: number; porDia: DailyCount[] };
  mensagens7Dias: { total: number; porDia: DailyCount[] };
  aguardandoHumano: {
    total: number;
    maisAntigos: {
      id: number;
      username: string;
      ultima_mensagem_em: string | null;
      aguardando_desde: string;
      motivo: WaitingChat['aguardando_assessor_motivo'];
    }[];
  };
  filaWhatsapp: QueueHealth;
  /** Questions the assistant could not answer from the knowledge base, similar ones grouped, most asked first. */
  perguntasSemResposta: GapGroup[];
  geradoEm: string;
}

const sum = (days: DailyCount[]) => days.reduce((acc, d) => acc + Number(d.total), 0);
const normalize = (days: DailyCount[]): DailyCount[] => days.map((d) => ({ dia: d.dia, total: Number(d.total) }));

export function adminService(deps: { db: Knex; whatsapp: Pick<WhatsappService, 'queueHealth'> }) {
  const repo = adminRepository(deps.db);

  async function queueHealth(): Promise<QueueHealth> {
    const counts = await deps.whatsapp.queueHealth();
    return { aguardando: counts.na_fila, falhou: counts.falhou };
  }

  return {
    async listUsers(): Promise<UserListItem[]> {
      return repo.listUsers();
    },

    /** One query per widget, run side by side. */
    async dashboard(): Promise<Dashboard> {
      const [prospectos, cadastros, mensagens, aguardando, fila, semResposta] = await Promise.all([
        repo.prospectsByStatus(),
        repo.registrationsLast7Days(),
        repo.messagesLast7Days(),
        repo.waitingForHuman(WAITING_LIST_SIZE),
        queueHealth(),
        repo.unanswered(GAP_QUESTIONS_READ),
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
            aguardando_desde: new Date(c.aguardando_assessor_em).toISOString(),
            motivo: c.aguardando_assessor_motivo,
          })),
        },
        filaWhatsapp: fila,
        perguntasSemResposta: groupUnanswered(semResposta, GAP_GROUPS_SHOWN),
        geradoEm: new Date().toISOString(),
      };
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
