import type { Knex } from 'knex';

export interface Prospect {
  id: number;
  nome: string;
  whatsapp: string;
}

export interface CampaignSummary {
  id: number;
  modelo: string;
  criado_em: Date;
  criado_por: string | null;
  total: number;
  na_fila: number;
  enviado: number;
  falhou: number;
}

export interface CampaignFailure {
  user_id: number | null;
  nome: string | null;
  numero: string;
  erro_codigo: number | null;
  erro_mensagem: string | null;
}

/**
 * Who may receive marketing: registered students with a WhatsApp number whose latest marketing consent record says
 * yes. No record (never chose) is no (LGPD art. 8: consent is opt-in).
 */
function eligible(db: Knex) {
  return db('users')
    .where({ role: 'usuario' })
    .whereNotNull('whatsapp')
    .whereNot('whatsapp', '')
    .whereRaw(
      `(select c.valor from consentimentos c
         where c.user_id = users.id and c.finalidade = 'marketing_whatsapp'
         order by c.id desc limit 1) is true`,
    );
}

const campaignColumns = (db: Knex) => [
  'c.id',
  'c.modelo',
  'c.criado_em',
  'u.username as criado_por',
  db.raw('count(e.id)::int as total'),
  db.raw(`count(e.id) filter (where e.status = 'na_fila')::int as na_fila`),
  db.raw(`count(e.id) filter (where e.status = 'enviado')::int as enviado`),
  db.raw(`count(e.id) filter (where e.status = 'falhou')::int as falhou`),
];

/** Queries of marketing campaigns and their audience; rules and transactions are in marketing.service.ts. */
export function marketingRepository(db: Knex) {
  return {
    async listProspects(): Promise<Prospect[]> {
      return eligible(db).select('id', 'username as nome', 'whatsapp').orderBy('id');
    },

    async eligibleAmong(ids: number[]): Promise<Prospect[]> {
      if (ids.length === 0) return [];
      return eligible(db)
        .whereRaw('id = any(?::int[])', [ids])
        .select('id', 'username as nome', 'whatsapp')
        .orderBy('id');
    },

    async insertCampaign(row: { modelo: string; criado_por: number }): Promise<number> {
      const [created] = await db('campanhas_marketing').insert(row).returning('id');
      return Number((created as { id: number }).id);
    },

    async campaign(id: number): Promise<CampaignSummary | undefined> {
      return db('campanhas_marketing as c')
        .leftJoin('whatsapp_envios as e', 'e.campanha_id', 'c.id')
        .leftJoin('users as u', 'u.id', 'c.criado_por')
        .where('c.id', id)
        .groupBy('c.id', 'u.username')
        .first(campaignColumns(db));
    },

    async recentCampaigns(limit: number): Promise<CampaignSummary[]> {
      // The newest campaigns first, then their counts (the index on campanha_id, status keeps it to their rows).
      return db
        .with('recent', (q) => q.from('campanhas_marketing').select('*').orderBy([{ column: 'criado_em', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit))
        .from('recent as c')
        .leftJoin('whatsapp_envios as e', 'e.campanha_id', 'c.id')
        .leftJoin('users as u', 'u.id', 'c.criado_por')
        .groupBy('c.id', 'c.modelo', 'c.criado_em', 'u.username')
        .orderBy([{ column: 'c.criado_em', order: 'desc' }, { column: 'c.id', order: 'desc' }])
        .select(campaignColumns(db));
    },

    async failures(campaignId: number, limit: number): Promise<CampaignFailure[]> {
      return db('whatsapp_envios as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .where({ 'e.campanha_id': campaignId, 'e.status': 'falhou' })
        .orderBy('e.id')
        .limit(limit)
        .select('e.user_id', 'u.username as nome', 'e.numero', 'e.erro_codigo', 'e.erro_mensagem');
    },
  };
}
