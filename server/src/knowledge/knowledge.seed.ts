import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { withTransaction } from '../lib/transaction.js';
import { knowledgeRepository } from './knowledge.repository.js';

export interface ShippedArticle {
  slug: string;
  titulo: string;
  conteudo: string;
}

/** What one seed pass did, by slug (a second pass over the same release does nothing). */
export interface SeedOutcome {
  /** Texts staff never changed, replaced by the corrected shipped text (history action 'semente'). */
  atualizados: string[];
  /** Texts staff changed: kept, with the newer shipped text recorded for /admin/conhecimento. */
  sinalizados: string[];
}

export const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Brings the database's articles up to the shipped markdown without ever overwriting staff work, in one transaction:
 * missing slugs are inserted; then every shipped slug's row is locked (a second instance booting at the same time
 * waits, then finds nothing left to do) and
 * - a text staff never changed (its hash is still the seeded one; for rows seeded before the hash existed: no
 *   'criado'/'editado' history) that differs from the shipped text is replaced, the old text going to the history
 *   with no author, and the version bumped so every instance's index notices;
 * - a text staff changed is kept, and a shipped text newer than the one they started from is recorded beside it.
 * Publication is never changed: an article staff unpublished stays unpublished.
 */
export function upgradeSeed(db: Knex, shipped: ShippedArticle[]): Promise<SeedOutcome> {
  return withTransaction(db, async (trx) => {
    const tx = knowledgeRepository(trx);
    const wanted = new Map(shipped.map((a) => [a.slug, { ...a, hash: textHash(a.conteudo) }]));
    await tx.seed(
      [...wanted.values()].map(({ slug, titulo, conteudo, hash }) => ({ slug, titulo, conteudo, semente_hash: hash })),
    );
    const outcome: SeedOutcome = { atualizados: [], sinalizados: [] };
    for (const row of await tx.lockSeeded([...wanted.keys()])) {
      const novo = wanted.get(row.slug)!;
      if (row.conteudo === novo.conteudo) {
        if (row.semente_hash !== novo.hash || row.semente_nova_hash) await tx.markSeed(row.id, null, novo.hash);
        continue;
      }
      const untouched = row.semente_hash ? textHash(row.conteudo) === row.semente_hash : !row.staff_texto;
      if (untouched) {
        await tx.addHistory({
          artigo_id: row.id,
          versao: row.versao,
          titulo: row.titulo,
          conteudo: row.conteudo,
          publicado: row.publicado,
          acao: 'semente',
          editado_por: null,
        });
        await tx.applySeed(row.id, {
          titulo: novo.titulo,
          conteudo: novo.conteudo,
          versao: row.versao + 1,
          semente_hash: novo.hash,
        });
        outcome.atualizados.push(row.slug);
      } else if (row.semente_hash !== novo.hash && row.semente_nova_hash !== novo.hash) {
        await tx.markSeed(row.id, { conteudo: novo.conteudo, hash: novo.hash });
        outcome.sinalizados.push(row.slug);
      }
    }
    return outcome;
  });
}
