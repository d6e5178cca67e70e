import type { Knex } from 'knex';
import type { BackupRun } from '@app/contracts';

type Origin = BackupRun['origem'];

const toRun = (row: Record<string, unknown> | undefined): BackupRun | null =>
  row
    ? {
        id: Number(row.id),
        origem: row.origem as Origin,
        estado: row.estado as BackupRun['estado'],
        iniciado_em: new Date(row.iniciado_em as string).toISOString(),
        terminado_em: row.terminado_em ? new Date(row.terminado_em as string).toISOString() : null,
        arquivo: (row.arquivo as string | null) ?? null,
        bytes: row.bytes === null || row.bytes === undefined ? null : Number(row.bytes),
        erro: (row.erro as string | null) ?? null,
      }
    : null;

/** The log of backup runs (`backups_execucoes`); rules are in backups.service.ts. */
export function backupsRepository(db: Knex) {
  return {
    async start(origem: Origin): Promise<number> {
      const [row] = await db('backups_execucoes').insert({ origem }).returning('id');
      return Number((row as { id: number }).id);
    },
    async succeed(id: number, arquivo: string, bytes: number): Promise<void> {
      await db('backups_execucoes').where({ id }).update({ estado: 'concluida', terminado_em: db.fn.now(), arquivo, bytes });
    },
    async fail(id: number, erro: string): Promise<void> {
      await db('backups_execucoes')
        .where({ id })
        .update({ estado: 'falhou', terminado_em: db.fn.now(), erro: erro.slice(0, 2000) });
    },
    /** A run left `em_andamento` by a process that died counts as failed once it is this old. */
    async closeAbandoned(before: Date): Promise<void> {
      await db('backups_execucoes')
        .where({ estado: 'em_andamento' })
        .where('iniciado_em', '<', before)
        .update({ estado: 'falhou', terminado_em: db.fn.now(), erro: 'Interrompida (o processo parou antes de terminar).' });
    },
    async running(since: Date): Promise<boolean> {
      return Boolean(
        await db('backups_execucoes').where({ estado: 'em_andamento' }).where('iniciado_em', '>=', since).first('id'),
      );
    },
    async lastScheduled(): Promise<BackupRun | null> {
      return toRun(await db('backups_execucoes').where({ origem: 'agendada' }).orderBy('id', 'desc').first());
    },
    async lastSucceeded(): Promise<BackupRun | null> {
      return toRun(await db('backups_execucoes').where({ estado: 'concluida' }).orderBy('id', 'desc').first());
    },
  };
}
