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

/** Who may receive marketing: registered students with a WhatsApp number who did not opt out. */
function eligible(knex: Knex | Knex.Transaction) {
  return knex('users').where({ role: 'usuario', marketing_opt_out: false }).whereNotNull('whatsapp').whereNot('whatsapp', '');
}

const campaignColumns = (knex: Knex) => [
  'c.id',
  'c.modelo',
  'c.criado_em',
  'u.username as criado_por',
  knex.raw('count(e.id)::int as total'),
  knex.raw(`count(e.id) filter (where e.status = 'na_fila')::int as na_fila`),
  knex.raw(`count(e.id) filter (where e.status = 'enviado')::int as enviado`),
  knex.raw(`count(e.id) filter (where e.status = 'falhou')::int as falhou`),
];

export function marketingRepository(knex: Knex) {
  return {
    async listProspects(): Promise<Prospect[]> {
      return eligible(knex).select('id', 'username as nome', 'whatsapp').orderBy('id');
    },

    async eligibleAmong(trx: Knex.Transaction, ids: number[]): Promise<Prospect[]> {
      if (ids.length === 0) return [];
      return eligible(trx)
        .whereRaw('id = any(?::int[])', [ids])
        .select('id', 'username as nome', 'whatsapp')
        .orderBy('id');
    },

    async insertCampaign(trx: Knex.Transaction, row: { modelo: string; criado_por: number }): Promise<number> {
      const [created] = await trx('campanhas_marketing').insert(row).returning('id');
      return Number((created as { id: number }).id);
    },

    async campaign(id: number): Promise<CampaignSummary | undefined> {
      return knex('campanhas_marketing as c')
        .leftJoin('whatsapp_envios as e', 'e.campanha_id', 'c.id')
        .leftJoin('users as u', 'u.id', 'c.criado_por')
        .where('c.id', id)
        .groupBy('c.id', 'u.username')
        .first(campaignColumns(knex));
    },

    async recentCampaigns(limit: number): Promise<CampaignSummary[]> {
      // The newest campaigns first, then their counts (the index on campanha_id, status keeps it to their rows).
      return knex
        .with('recent', (q) => q.from('campanhas_marketing').select('*').orderBy([{ column: 'criado_em', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit))
        .from('recent as c')
        .leftJoin('whatsapp_envios as e', 'e.campanha_id', 'c.id')
        .leftJoin('users as u', 'u.id', 'c.criado_por')
        .groupBy('c.id', 'c.modelo', 'c.criado_em', 'u.username')
        .orderBy([{ column: 'c.criado_em', order: 'desc' }, { column: 'c.id', order: 'desc' }])
        .select(campaignColumns(knex));
    },

    async failures(campaignId: number, limit: number): Promise<CampaignFailure[]> {
      return knex('whatsapp_envios as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .where({ 'e.campanha_id': campaignId, 'e.status': 'falhou' })
        .orderBy('e.id')
        .limit(limit)
        .select('e.user_id', 'u.username as nome', 'e.numero', 'e.erro_codigo', 'e.erro_mensagem');
    },
  };
}
export type MarketingRepository = ReturnType<typeof marketingRepository>;
