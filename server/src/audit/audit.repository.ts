import type { Knex } from 'knex';
import type { AuditAction, AuditEntry } from '@app/contracts';

export interface NewAuditEntry {
  acao: AuditAction;
  atorId: number | null;
  atorPapel: string | null;
  alvoId: number | null;
  ip: string | null;
  detalhes?: Record<string, unknown>;
}

export interface AuditQuery {
  acao?: AuditAction;
  ator_id?: number;
  alvo_id?: number;
  de?: string;
  ate?: string;
  offset: number;
  limit: number;
}

interface AuditRow {
  id: string | number;
  acao: AuditAction;
  ator_id: number | null;
  ator_nome: string | null;
  ator_papel: string | null;
  alvo_id: number | null;
  alvo_nome: string | null;
  ip: string | null;
  detalhes: Record<string, unknown> | null;
  criado_em: Date;
}

/** Queries of the audit trail (table `auditoria`); rules are in audit.service.ts. */
export function auditRepository(db: Knex) {
  const filtered = (q: AuditQuery) => {
    const query = db('auditoria as a');
    if (q.acao) query.where('a.acao', q.acao);
    if (q.ator_id) query.where('a.ator_id', q.ator_id);
    // A deleted account can no longer be a target (the row is gone), so its deletion names it in `detalhes`:
    // asking "about user N" must still find that entry.
    if (q.alvo_id) {
      const id = q.alvo_id;
      query.where((about) => about.where('a.alvo_id', id).orWhereRaw(`a.detalhes->>'conta_excluida' = ?`, [String(id)]));
    }
    // Whole days in the product's time zone: `ate` includes the day it names.
    if (q.de) query.where('a.criado_em', '>=', db.raw(`(?::date)::timestamp at time zone 'America/Sao_Paulo'`, [q.de]));
    if (q.ate) query.where('a.criado_em', '<', db.raw(`(?::date + 1)::timestamp at time zone 'America/Sao_Paulo'`, [q.ate]));
    return query;
  };

  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db('auditoria').insert({
        acao: entry.acao,
        ator_id: entry.atorId,
        ator_papel: entry.atorPapel,
        alvo_id: entry.alvoId,
        ip: entry.ip,
        detalhes: entry.detalhes ? JSON.stringify(entry.detalhes) : null,
      });
    },

    /**
     * Inserts a view unless the same actor's view of the same target was recorded in the last `windowMinutes`. Run in
     * a transaction: the advisory lock (held to its end) makes concurrent reads of one conversation wait, so the
     * second sees the first's row instead of both inserting (a NOT EXISTS alone races on Postgres).
     */
    async insertViewOnce(entry: NewAuditEntry, windowMinutes: number): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`audit-view:${entry.atorId}:${entry.alvoId}`]);
      await db.raw(
        `insert into auditoria (acao, ator_id, ator_papel, alvo_id, ip, detalhes)
         select ?, ?, ?, ?, ?, ?::jsonb
          where not exists (
            select 1 from auditoria where acao = ? and ator_id is not distinct from ? and alvo_id is not distinct from ?
               and criado_em > now() - make_interval(mins => ?))`,
        [
          entry.acao,
          entry.atorId,
          entry.atorPapel,
          entry.alvoId,
          entry.ip,
          entry.detalhes ? JSON.stringify(entry.detalhes) : null,
          entry.acao,
          entry.atorId,
          entry.alvoId,
          windowMinutes,
        ],
      );
    },

    async page(q: AuditQuery): Promise<{ entradas: AuditEntry[]; total: number }> {
      const counted = (await filtered(q).count({ total: '*' }).first()) as { total: string | number } | undefined;
      const total = counted?.total ?? 0;
      const rows = (await filtered(q)
        .leftJoin('users as ator', 'ator.id', 'a.ator_id')
        .leftJoin('users as alvo', 'alvo.id', 'a.alvo_id')
        .orderBy([
          { column: 'a.criado_em', order: 'desc' },
          { column: 'a.id', order: 'desc' },
        ])
        .offset(q.offset)
        .limit(q.limit)
        .select(
          'a.id',
          'a.acao',
          'a.ator_id',
          'ator.username as ator_nome',
          'a.ator_papel',
          'a.alvo_id',
          'alvo.username as alvo_nome',
          'a.ip',
          'a.detalhes',
          'a.criado_em',
        )) as AuditRow[];
      return {
        total: Number(total),
        entradas: rows.map((r) => ({ ...r, id: Number(r.id), criado_em: new Date(r.criado_em).toISOString() })),
      };
    },
  };
}
