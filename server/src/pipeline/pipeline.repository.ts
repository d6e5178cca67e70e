import type { Knex } from 'knex';
import { ORIGEM_LEAD_CAMPOS, SEM_ORIGEM, type ArquivoTipo, type FiltroFunil, type StatusAtendimento } from '@app/contracts';
import { likeLiteral, phoneDigits } from '../lib/search-terms.js';

export interface CardRow {
  user_id: number;
  username: string;
  whatsapp: string | null;
  etapa: StatusAtendimento;
  etapa_desde: Date;
  versao: number;
  responsavel_id: number | null;
  responsavel_nome: string | null;
  proximo_contato_em: Date | null;
  proximo_contato_nota: string | null;
  motivo_perda: string | null;
  aguardando: boolean;
  entregues: number;
  origem: string | null;
}

export interface BoardFilter {
  filtro: FiltroFunil;
  busca: string;
  /** A source label (SEM_ORIGEM for prospects without one), or '' for any. */
  origem: string;
  actorId: number;
}

const CARD_COLUMNS = `u.id as user_id, u.username, u.whatsapp, u.status_atendimento as etapa, u.etapa_desde,
  u.etapa_versao as versao, u.responsavel_id, r.username as responsavel_nome, u.proximo_contato_em,
  u.proximo_contato_nota, u.motivo_perda, o.rotulo as origem, coalesce(u.ultima_mensagem_autor = 'user', false) as aguardando,
  (select count(*)::int from documentos_prospecto dp join documentos_modelo dm on dm.id = dp.documento_id and dm.ativo
    where dp.user_id = u.id) as entregues`;

/** Queries of the admissions pipeline over the users columns, its history and the checklist; rules live in the service. */
export function pipelineRepository(db: Knex) {
  /** Prospects (role usuario) matching the board filter, as a knex builder on `users u`. */
  function prospects(filter: BoardFilter) {
    const q = db({ u: 'users' })
      .leftJoin({ r: 'users' }, 'r.id', 'u.responsavel_id')
      .leftJoin({ o: 'origens_lead' }, 'o.user_id', 'u.id')
      .where('u.role', 'usuario');
    if (filter.origem === SEM_ORIGEM) q.whereNull('o.user_id');
    else if (filter.origem) q.where('o.rotulo', filter.origem);
    if (filter.filtro === 'meus') q.where('u.responsavel_id', filter.actorId);
    if (filter.filtro === 'sem-responsavel') q.whereNull('u.responsavel_id');
    if (filter.filtro === 'atrasados') q.where('u.proximo_contato_em', '<=', db.fn.now());
    if (filter.filtro === 'meus-follow-ups') {
      q.where('u.responsavel_id', filter.actorId).whereRaw(`u.proximo_contato_em < date_trunc('day', now()) + interval '1 day'`);
    }
    if (filter.busca) {
      const digits = phoneDigits(filter.busca, 3);
      q.where((w) => {
        w.whereRaw(`u.username ilike ? escape '\\'`, [`%${likeLiteral(filter.busca)}%`]);
        if (digits) w.orWhere('u.whatsapp', 'like', `%${digits}%`);
      });
    }
    return q;
  }

  return {
    async countByStage(filter: BoardFilter): Promise<Map<string, number>> {
      const rows = (await prospects(filter).select('u.status_atendimento as etapa').count<{ etapa: string; total: string }[]>('* as total').groupBy('u.status_atendimento')) as Array<{ etapa: string; total: string | number }>;
      return new Map(rows.map((r) => [r.etapa, Number(r.total)]));
    },

    /** One column page: newest in the stage first. */
    async columnPage(filter: BoardFilter, etapa: StatusAtendimento, limit: number, offset: number): Promise<CardRow[]> {
      return prospects(filter)
        .where('u.status_atendimento', etapa)
        .select(db.raw(CARD_COLUMNS))
        .orderBy([{ column: 'u.etapa_desde', order: 'desc' }, { column: 'u.id', order: 'desc' }])
        .limit(limit)
        .offset(offset) as unknown as Promise<CardRow[]>;
    },

    async card(userId: number): Promise<CardRow | undefined> {
      return db({ u: 'users' })
        .leftJoin({ r: 'users' }, 'r.id', 'u.responsavel_id')
        .leftJoin({ o: 'origens_lead' }, 'o.user_id', 'u.id')
        .where({ 'u.id': userId, 'u.role': 'usuario' })
        .first(db.raw(CARD_COLUMNS)) as unknown as Promise<CardRow | undefined>;
    },

    /** The source labels prospects carry, most common first (the board's source filter offers these). */
    async sourceLabels(): Promise<string[]> {
      const rows = (await db({ o: 'origens_lead' })
        .join({ u: 'users' }, 'u.id', 'o.user_id')
        .where('u.role', 'usuario')
        .select('o.rotulo')
        .count('* as total')
        .groupBy('o.rotulo')
        .orderBy([{ column: 'total', order: 'desc' }, { column: 'o.rotulo' }])
        .limit(100)) as Array<{ rotulo: string }>;
      return rows.map((r) => r.rotulo);
    },

    async source(userId: number): Promise<Record<string, string | Date | null> | undefined> {
      return db('origens_lead').where({ user_id: userId }).first('rotulo', 'capturado_em', ...ORIGEM_LEAD_CAMPOS);
    },

    async activeDocumentCount(): Promise<number> {
      const row = await db('documentos_modelo').where({ ativo: true }).count<{ total: string }>('* as total').first();
      return Number(row?.total ?? 0);
    },

    /**
     * Moves a prospect when the version still is `versao` (any version when undefined): the row or undefined. The
     * version check and the update are one statement, so of two racing moves with the same version one wins.
     */
    async move(userId: number, etapa: StatusAtendimento, versao: number | undefined, motivo: string | null) {
      const q = db('users').where({ id: userId, role: 'usuario' });
      if (versao !== undefined) q.where('etapa_versao', versao);
      const [row] = (await q
        .update({
          status_atendimento: etapa,
          motivo_perda: motivo,
          etapa_desde: db.fn.now(),
          etapa_versao: db.raw('etapa_versao + 1'),
        })
        .returning(['id', 'status_atendimento', 'status_ia', 'etapa_versao'])) as Array<{
        id: number;
        status_atendimento: StatusAtendimento;
        status_ia: string;
        etapa_versao: number;
      }>;
      return row;
    },

    async stageOf(userId: number): Promise<{ etapa: StatusAtendimento; versao: number } | undefined> {
      return db('users')
        .where({ id: userId, role: 'usuario' })
        .first({ etapa: 'status_atendimento', versao: 'etapa_versao' }) as Promise<{ etapa: StatusAtendimento; versao: number } | undefined>;
    },

    async appendHistory(entry: { user_id: number; de: string | null; para: string; motivo: string | null; nota: string | null; autor_id: number | null }) {
      await db('etapas_historico').insert(entry);
    },

    async history(userId: number) {
      return db({ h: 'etapas_historico' })
        .leftJoin({ a: 'users' }, 'a.id', 'h.autor_id')
        .where('h.user_id', userId)
        .orderBy('h.id', 'desc')
        .select('h.id', 'h.de', 'h.para', 'h.motivo', 'h.nota', 'a.username as autor', 'h.criado_em') as Promise<
        Array<{ id: number | string; de: string | null; para: string; motivo: string | null; nota: string | null; autor: string | null; criado_em: Date }>
      >;
    },

    /** Any change of owner or follow-up is a decision on the date: later messages from the prospect ask again. */
    async setFollowUp(userId: number, change: { responsavel_id: number | null; proximo_contato_em: Date | null; proximo_contato_nota: string | null }) {
      return db('users').where({ id: userId, role: 'usuario' }).update({ ...change, proximo_contato_definido_em: db.fn.now() });
    },

    /** Keeps the pending follow-up as it is, answering the prospect's messages so far: the number of rows (0: none pending). */
    async keepFollowUp(userId: number): Promise<number> {
      return db('users').where({ id: userId, role: 'usuario' }).whereNotNull('proximo_contato_em').update({ proximo_contato_definido_em: db.fn.now() });
    },

    /** When the prospect first wrote after the pending follow-up was last decided (undefined: no follow-up or no such message). */
    async messageSinceFollowUp(userId: number): Promise<Date | undefined> {
      const row = (await db({ u: 'users' })
        .join({ m: 'mensagens' }, 'm.user_id', 'u.id')
        .where({ 'u.id': userId, 'm.autor': 'user', 'm.nota': false })
        .whereNotNull('u.proximo_contato_em')
        .whereRaw(`m.criado_em > coalesce(u.proximo_contato_definido_em, '-infinity'::timestamptz)`)
        .min<{ desde: Date | string | null }>('m.criado_em as desde')
        .first()) as { desde: Date | string | null } | undefined;
      return row?.desde ? new Date(row.desde) : undefined;
    },

    async isStaff(userId: number): Promise<boolean> {
      return Boolean(await db('users').where({ id: userId, ativo: true }).whereIn('role', ['admin', 'colaborador']).first('id'));
    },

    async staff(): Promise<Array<{ id: number; username: string }>> {
      return db('users').where({ ativo: true }).whereIn('role', ['admin', 'colaborador']).orderBy('username').select('id', 'username');
    },

    async checklist(userId: number) {
      return db({ dm: 'documentos_modelo' })
        .leftJoin({ dp: 'documentos_prospecto' }, (j) => j.on('dp.documento_id', 'dm.id').andOn('dp.user_id', db.raw('?', [userId])))
        .leftJoin({ a: 'arquivos' }, 'a.id', 'dp.arquivo_id')
        .where('dm.ativo', true)
        .orderBy([{ column: 'dm.ordem' }, { column: 'dm.id' }])
        .select('dm.id', 'dm.nome', 'dm.como_obter', 'dp.entregue_em', 'a.id as arquivo_id', 'a.nome as arquivo_nome', 'a.tipo as arquivo_tipo') as Promise<
        Array<{
          id: number;
          nome: string;
          como_obter: string;
          entregue_em: Date | null;
          arquivo_id: number | string | null;
          arquivo_nome: string | null;
          arquivo_tipo: ArquivoTipo | null;
        }>
      >;
    },

    async documentExists(documentoId: number): Promise<boolean> {
      return Boolean(await db('documentos_modelo').where({ id: documentoId, ativo: true }).first('id'));
    },

    async addDocument(doc: { nome: string; como_obter: string }): Promise<{ id: number; nome: string; como_obter: string }> {
      const [row] = (await db('documentos_modelo')
        .insert({ ...doc, ordem: db.raw('(select coalesce(max(ordem), 0) + 1 from documentos_modelo)') })
        .returning(['id', 'nome', 'como_obter'])) as Array<{ id: number; nome: string; como_obter: string }>;
      return row!;
    },

    /** Retires a document from the checklist; ticks stay stored but no longer count. */
    retireDocument: (documentoId: number): Promise<number> => db('documentos_modelo').where({ id: documentoId, ativo: true }).update({ ativo: false }),

    /** Ticks a document (a second tick keeps the first date); `arquivoId` undefined keeps the attached file. */
    async markDocument(userId: number, documentoId: number, by: number, arquivoId: number | null | undefined) {
      const insert = db('documentos_prospecto').insert({
        user_id: userId,
        documento_id: documentoId,
        marcado_por: by,
        ...(arquivoId !== undefined ? { arquivo_id: arquivoId } : {}),
      });
      if (arquivoId === undefined) await insert.onConflict(['user_id', 'documento_id']).ignore();
      else await insert.onConflict(['user_id', 'documento_id']).merge(['arquivo_id']);
    },

    async unmarkDocument(userId: number, documentoId: number) {
      await db('documentos_prospecto').where({ user_id: userId, documento_id: documentoId }).delete();
    },

    async studentView(userId: number) {
      return db({ u: 'users' })
        .leftJoin({ r: 'users' }, 'r.id', 'u.responsavel_id')
        .where({ 'u.id': userId, 'u.role': 'usuario' })
        .first('u.status_atendimento as etapa', 'r.username as assessor') as Promise<{ etapa: StatusAtendimento; assessor: string | null } | undefined>;
    },

    /** The funnel numbers, computed in SQL. */
    async numbers() {
      const porEtapa = (await db('users').where({ role: 'usuario' }).select('status_atendimento as etapa').count('* as total').groupBy('status_atendimento')) as Array<{ etapa: string; total: string | number }>;
      const motivos = (await db('users').where({ role: 'usuario', status_atendimento: 'Perdido' }).whereNotNull('motivo_perda').select('motivo_perda as motivo').count('* as total').groupBy('motivo_perda').orderBy('total', 'desc')) as Array<{ motivo: string; total: string | number }>;
      const vencidos = await db('users').where({ role: 'usuario' }).where('proximo_contato_em', '<=', db.fn.now()).count<{ total: string }>('* as total').first();
      const { rows: conversao } = (await db.raw(
        `select to_char(date_trunc('month', criado_em), 'YYYY-MM') as mes, count(*)::int as entradas,
                (count(*) filter (where status_atendimento = 'Matriculado'))::int as matriculados
           from users where role = 'usuario'
          group by 1 order by 1 desc limit 12`,
      )) as { rows: Array<{ mes: string; entradas: number; matriculados: number }> };
      // Time in a stage: from entering it (the previous move, or the account's creation) to the move that left it.
      const { rows: medianas } = (await db.raw(
        `with stays as (
           select h.de as etapa,
                  extract(epoch from h.criado_em - coalesce(lag(h.criado_em) over (partition by h.user_id order by h.id), u.criado_em)) / 86400.0 as dias
             from etapas_historico h join users u on u.id = h.user_id
            where u.role = 'usuario')
         select etapa, percentile_cont(0.5) within group (order by dias) as dias
           from stays where etapa is not null group by etapa`,
      )) as { rows: Array<{ etapa: string; dias: number | string }> };
      const { rows: porOrigem } = (await db.raw(
        `select coalesce(o.rotulo, ?) as origem, count(*)::int as prospectos,
                (count(*) filter (where u.status_atendimento = 'Matriculado'))::int as matriculados
           from users u left join origens_lead o on o.user_id = u.id
          where u.role = 'usuario'
          group by 1 order by 2 desc, 1 limit 50`,
        [SEM_ORIGEM],
      )) as { rows: Array<{ origem: string; prospectos: number; matriculados: number }> };
      return { porEtapa, motivos, vencidos: Number(vencidos?.total ?? 0), conversao, medianas, porOrigem };
    },
  };
}
export type PipelineRepository = ReturnType<typeof pipelineRepository>;
