import type { Knex } from 'knex';

/** A stored webhook delivery, claimed by one worker until its transaction ends. */
export interface ClaimedDelivery {
  id: number;
  corpo: string;
  tentativas: number;
  /** When the webhook stored it: no time in it may be later. */
  recebidoEm: Date;
}

/** Queries of the webhook inbox (whatsapp_eventos); the rules are in inbound.service.ts. */
export function inboxRepository(db: Knex) {
  return {
    /**
     * The one statement before the 200, for every delivery waiting at that moment: a body already stored (same
     * digest) stores nothing. Returns the new rows' ids by digest.
     */
    async record(deliveries: Array<{ corpo: string; digest: string }>): Promise<Map<string, number>> {
      const rows = (await db('whatsapp_eventos')
        .insert(deliveries)
        .onConflict('digest')
        .ignore()
        .returning(['id', 'digest'])) as Array<{ id: number | string; digest: string }>;
      return new Map(rows.map((row) => [row.digest, Number(row.id)]));
    },

    /**
     * This transaction's commit returns without waiting for its WAL flush (SET LOCAL: this transaction only). Only for
     * applying a delivery, never for recording one: the inbox row is already durable, and a crash of Postgres in the
     * next ~0.6 s (3 × wal_writer_delay) loses this transaction's effects and its "processed" mark together, so the
     * delivery is applied again after the restart (idempotently). Anything that could leave the building because of it
     * (a queued answer, a media download) goes through another, synchronous commit first (pg-boss's fetch), which
     * flushes the WAL up to and including this one; only the live socket event goes out before, so after such a crash
     * staff may see the message announced twice. What it saves is an fsync per delivery: the webhook's own commits stop
     * queueing behind the worker's on the disk.
     */
    async commitWithoutWaitingForDisk(): Promise<void> {
      await db.raw('set local synchronous_commit = off');
    },

    /**
     * The oldest delivery that is due, row-locked until the caller's transaction ends: another worker skips it
     * (SKIP LOCKED) instead of processing it too, and a crash releases it with the connection.
     */
    async claimNext(): Promise<ClaimedDelivery | undefined> {
      const { rows } = (await db.raw(
        `select id, corpo, tentativas, recebido_em from whatsapp_eventos
          where processado_em is null and (tentar_em is null or tentar_em <= now())
          order by id limit 1 for update skip locked`,
      )) as { rows: Array<{ id: number | string; corpo: string; tentativas: number; recebido_em: Date | string }> };
      const row = rows[0];
      return row && { id: Number(row.id), corpo: row.corpo, tentativas: row.tentativas, recebidoEm: new Date(row.recebido_em) };
    },

    async markProcessed(id: number): Promise<void> {
      await db('whatsapp_eventos').where({ id }).whereNull('processado_em').update({ processado_em: db.fn.now(), tentar_em: null });
    },

    /** Counts a failed attempt and sets when the next one may run. */
    async retryLater(id: number, delaySeconds: number): Promise<void> {
      await db('whatsapp_eventos')
        .where({ id })
        .whereNull('processado_em')
        .update({
          tentativas: db.raw('tentativas + 1'),
          tentar_em: db.raw(`now() + make_interval(secs => ?)`, [delaySeconds]),
        });
    },
  };
}
