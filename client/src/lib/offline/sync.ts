import { syncAnswersResponseSchema, type OfflineAnswer, type SyncAnswersResponse } from '@app/contracts';
import { api, isApiError } from '@/lib/api-client';
import { readStoredUser } from '@/lib/auth-storage';
import { flushOutbox, queuedCount, type FlushResult } from './outbox';
import { setSyncStatus, syncStatus } from './sync-status';

const SYNC_URL = '/api/flashcards/respostas/sincronizar';
/** While answers wait, another try this often (the browser's `online` event is not always sent). */
const RETRY_MS = 20_000;

async function postBatch(respostas: OfflineAnswer[]): Promise<SyncAnswersResponse> {
  const { data } = await api.post(SYNC_URL, { respostas });
  return syncAnswersResponseSchema.parse(data);
}

/**
 * One batch to the server. A 400 refuses the whole list for one bad answer; sent one by one, the bad one is refused
 * alone with the server's reason and the others apply, so one answer cannot block the outbox forever.
 */
export async function sendBatch(respostas: OfflineAnswer[]): Promise<SyncAnswersResponse> {
  try {
    return await postBatch(respostas);
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    if (respostas.length === 1) {
      return { resultados: [{ chave: respostas[0]!.chave, situacao: 'recusada', motivo: error.serverMessage ?? 'Resposta inválida.' }] };
    }
    const resultados: SyncAnswersResponse['resultados'] = [];
    for (const answer of respostas) resultados.push(...(await sendBatch([answer])).resultados);
    return { resultados };
  }
}

let running: Promise<FlushResult | null> | null = null;
/**
 * A sync asked for while one runs (the network came back during a flush that was failing offline): that flush's result
 * says nothing about now, so one more runs as soon as it ends instead of waiting for the next retry.
 */
let askedAgain = false;

/** Re-reads how many answers wait (after an answer was queued or taken back). */
export async function refreshPending(): Promise<number> {
  const pendentes = await queuedCount();
  setSyncStatus({ pendentes });
  return pendentes;
}

/**
 * Sends the outbox now (one flush at a time in this tab; across tabs the server's idempotency makes a double send
 * harmless). Resolves null when there was nothing to send.
 */
export function syncNow(): Promise<FlushResult | null> {
  if (running) {
    askedAgain = true;
    return running;
  }
  running = (async () => {
    try {
      // Signed out (or not confirmed yet): the answers wait for their owner's session.
      if ((await refreshPending()) === 0 || !readStoredUser()) return null;
      setSyncStatus({ sincronizando: true });
      const result = await flushOutbox(sendBatch);
      const pendentes = await queuedCount();
      setSyncStatus({
        pendentes,
        online: result.interrompida ? syncStatus().online : true,
        sincronizado_em: pendentes === 0 ? Date.now() : syncStatus().sincronizado_em,
        recusadas: [...syncStatus().recusadas, ...result.recusadas],
      });
      return result;
    } catch (error) {
      console.warn('[offline] could not read the outbox:', error);
      return null;
    } finally {
      setSyncStatus({ sincronizando: false });
      running = null;
      if (askedAgain) {
        askedAgain = false;
        void syncNow();
      }
    }
  })();
  return running;
}

/** Waits for a flush in progress (an undo must know whether its answer already left). */
export async function settledSync(): Promise<void> {
  await running;
}

let started = false;

/** Sends waiting answers when the page starts, when the network comes back, and every RETRY_MS while some wait. */
export function startOfflineSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    setSyncStatus({ online: true });
    void syncNow();
  });
  window.addEventListener('offline', () => setSyncStatus({ online: false }));
  window.setInterval(() => {
    if (syncStatus().pendentes > 0 && !syncStatus().sincronizando) void syncNow();
  }, RETRY_MS);
  void syncNow();
}

/** The student read the refusals: the notice goes away. */
export function dismissRefusals(): void {
  setSyncStatus({ recusadas: [] });
}
