import { SYNC_BATCH_MAX, type OfflineAnswer, type SyncAnswersResponse } from '@app/contracts';
import { offlineDb, type QueuedAnswer } from './offline-db';

/** Sends one batch; rejects on a network failure or an error answer (then the batch stays queued). */
export type SendBatch = (batch: OfflineAnswer[]) => Promise<SyncAnswersResponse>;

/** An answer the server did not apply, and why (its rule won: the card was answered elsewhere, deleted…). */
export interface Refusal {
  chave: string;
  motivo: string;
}

export interface FlushResult {
  /** Answers the server now has (applied now or by an earlier sync). */
  enviadas: number;
  recusadas: Refusal[];
  /** True when a failure stopped the flush with answers still queued. */
  interrompida: boolean;
}

/** An answer given on this device, queued behind the ones before it. */
export async function enqueueAnswer(answer: OfflineAnswer): Promise<void> {
  await (await offlineDb()).add('outbox', answer);
}

/** The queued answers, in the order they were given. */
export async function queuedAnswers(): Promise<QueuedAnswer[]> {
  return (await (await offlineDb()).getAll('outbox')) as QueuedAnswer[];
}

export async function queuedCount(): Promise<number> {
  return (await offlineDb()).count('outbox');
}

/** Takes an answer back before it was sent ("Desfazer" offline); false when it is no longer queued. */
export async function dropQueuedAnswer(chave: string): Promise<boolean> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const seq = await tx.store.index('chave').getKey(chave);
  if (seq !== undefined) await tx.store.delete(seq);
  await tx.done;
  return seq !== undefined;
}

async function removeSent(chaves: string[]): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  for (const chave of chaves) {
    const seq = await tx.store.index('chave').getKey(chave);
    if (seq !== undefined) await tx.store.delete(seq);
  }
  await tx.done;
}

const withoutSeq = ({ seq: _seq, ...answer }: QueuedAnswer): OfflineAnswer => answer;

/**
 * Sends the outbox oldest first, SYNC_BATCH_MAX at a time, each answer exactly once as far as the server is concerned
 * (its `chave` makes a resend a no-op). An answer leaves the outbox only once the server answered for it: applied,
 * already applied, or refused by the server's rule (never retried: it would be refused again). A failure stops the
 * flush and keeps the rest, in order, for the next one.
 */
export async function flushOutbox(send: SendBatch): Promise<FlushResult> {
  const result: FlushResult = { enviadas: 0, recusadas: [], interrompida: false };
  for (;;) {
    const batch = (await queuedAnswers()).slice(0, SYNC_BATCH_MAX);
    if (batch.length === 0) return result;
    let answer: SyncAnswersResponse;
    try {
      answer = await send(batch.map(withoutSeq));
    } catch {
      return { ...result, interrompida: true };
    }
    const answered = new Map(answer.resultados.map((r) => [r.chave, r]));
    const done = batch.filter((queued) => answered.has(queued.chave));
    // A server that answered for none of them would loop forever: stop and try again later.
    if (done.length === 0) return { ...result, interrompida: true };
    await removeSent(done.map((queued) => queued.chave));
    for (const queued of done) {
      const outcome = answered.get(queued.chave)!;
      if (outcome.situacao === 'recusada') result.recusadas.push({ chave: queued.chave, motivo: outcome.motivo ?? 'Resposta recusada pelo servidor.' });
      else result.enviadas += 1;
    }
  }
}
