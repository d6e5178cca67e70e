import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineAnswer, SyncAnswersResponse } from '@app/contracts';
import { dropQueuedAnswer, enqueueAnswer, flushOutbox, queuedAnswers, queuedCount } from '../outbox';
import { claimDeviceCopy, clearDeviceCopy, deviceOwner, releaseDeviceCopy } from '../device-owner';
import { readDeckCopy, saveDeckCopy } from '../deck-copies';

let n = 0;
function answer(extra: Partial<OfflineAnswer> = {}): OfflineAnswer {
  n += 1;
  return {
    chave: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    deckId: 1,
    cardId: n,
    resposta: 'acerto',
    revisoes: 0,
    respondido_em: new Date(Date.UTC(2026, 0, 1, 10, 0, n)).toISOString(),
    respondido_em_local: `2026-01-01 10:00:${String(n % 60).padStart(2, '0')}`,
    ...extra,
  };
}

/** A server that applies each chave once, in the order received, and records every batch it was sent. */
function fakeServer() {
  const applied: string[] = [];
  const batches: string[][] = [];
  const send = (batch: OfflineAnswer[]): Promise<SyncAnswersResponse> => {
    batches.push(batch.map((a) => a.chave));
    return Promise.resolve({
      resultados: batch.map((a) => {
        if (applied.includes(a.chave)) return { chave: a.chave, situacao: 'repetida' as const };
        applied.push(a.chave);
        return { chave: a.chave, situacao: 'aplicada' as const };
      }),
    });
  };
  return { applied, batches, send };
}

const user = (id: number) => ({ id, username: `Pessoa ${id}`, email: `p${id}@exemplo.com`, role: 'usuario', whatsapp: null });

beforeEach(async () => {
  await clearDeviceCopy();
});

describe('the outbox', () => {
  it('when answers are flushed, then they reach the server in the order given and leave the outbox', async () => {
    const given = [answer(), answer(), answer()];
    for (const a of given) await enqueueAnswer(a);
    const server = fakeServer();
    const result = await flushOutbox(server.send);
    expect(server.applied).toEqual(given.map((a) => a.chave));
    expect(result).toEqual({ enviadas: 3, recusadas: [], interrompida: false });
    expect(await queuedCount()).toBe(0);
  });

  it('when 101 answers wait, then they go in two batches of 100 and 1, oldest first', async () => {
    const given = Array.from({ length: 101 }, () => answer());
    for (const a of given) await enqueueAnswer(a);
    const server = fakeServer();
    await flushOutbox(server.send);
    expect(server.batches.map((b) => b.length)).toEqual([100, 1]);
    expect(server.batches.flat()).toEqual(given.map((a) => a.chave));
  });

  it('when the network fails mid-flush, then the unsent answers stay in order and the next flush sends each once', async () => {
    const given = Array.from({ length: 150 }, () => answer());
    for (const a of given) await enqueueAnswer(a);
    const server = fakeServer();
    let calls = 0;
    const flaky = (batch: OfflineAnswer[]) => (++calls === 2 ? Promise.reject(new Error('offline')) : server.send(batch));
    expect(await flushOutbox(flaky)).toMatchObject({ enviadas: 100, interrompida: true });
    expect((await queuedAnswers()).map((a) => a.chave)).toEqual(given.slice(100).map((a) => a.chave));
    expect(await flushOutbox(server.send)).toMatchObject({ enviadas: 50, interrompida: false });
    expect(server.applied).toEqual(given.map((a) => a.chave));
  });

  it('when the server answered but the answer was lost, then the resend is a replay the server reports as repetida', async () => {
    const a = answer();
    await enqueueAnswer(a);
    const server = fakeServer();
    await server.send([a]); // applied, but the device never heard back
    expect(await flushOutbox(server.send)).toEqual({ enviadas: 1, recusadas: [], interrompida: false });
    expect(server.applied).toEqual([a.chave]);
    expect(await queuedCount()).toBe(0);
  });

  it('when the server refuses an answer (its rule wins), then it leaves the outbox with the reason and is never sent again', async () => {
    const [a, b] = [answer(), answer()];
    await enqueueAnswer(a);
    await enqueueAnswer(b);
    const motivo = 'Este card foi respondido em outro aparelho enquanto você estava sem conexão; vale a resposta que chegou primeiro.';
    const sent: string[] = [];
    const send = (batch: OfflineAnswer[]): Promise<SyncAnswersResponse> => {
      sent.push(...batch.map((x) => x.chave));
      return Promise.resolve({
        resultados: batch.map((x) => (x.chave === a.chave ? { chave: x.chave, situacao: 'recusada' as const, motivo } : { chave: x.chave, situacao: 'aplicada' as const })),
      });
    };
    expect(await flushOutbox(send)).toEqual({ enviadas: 1, recusadas: [{ chave: a.chave, motivo }], interrompida: false });
    expect(await flushOutbox(send)).toEqual({ enviadas: 0, recusadas: [], interrompida: false });
    expect(sent).toEqual([a.chave, b.chave]);
  });

  it('when a server answers for none of the batch, then the flush stops instead of looping and keeps the answers', async () => {
    await enqueueAnswer(answer());
    const result = await flushOutbox(() => Promise.resolve({ resultados: [] }));
    expect(result.interrompida).toBe(true);
    expect(await queuedCount()).toBe(1);
  });

  it('when a queued answer is undone, then it leaves the outbox and is never sent; an unknown one reports false', async () => {
    const [a, b] = [answer(), answer()];
    await enqueueAnswer(a);
    await enqueueAnswer(b);
    expect(await dropQueuedAnswer(b.chave)).toBe(true);
    expect(await dropQueuedAnswer(b.chave)).toBe(false);
    const server = fakeServer();
    await flushOutbox(server.send);
    expect(server.applied).toEqual([a.chave]);
  });

  it('when the same chave is queued twice, then the second is refused by the outbox itself', async () => {
    const a = answer();
    await enqueueAnswer(a);
    await expect(enqueueAnswer(a)).rejects.toThrow();
    expect(await queuedCount()).toBe(1);
  });
});

describe('whose device copy it is', () => {
  const deck = { id: 7, materia: 'Bio', assunto: 'Célula', autor: 'Eu', grupo: 'G', subgrupo: null, ano: 2026 };

  it('when another student signs in, then the first one’s decks and unsent answers are wiped', async () => {
    await claimDeviceCopy(user(1));
    await saveDeckCopy(deck, []);
    await enqueueAnswer(answer());
    await claimDeviceCopy(user(2));
    expect(await readDeckCopy(7)).toBeUndefined();
    expect(await queuedCount()).toBe(0);
    expect((await deviceOwner())?.id).toBe(2);
  });

  it('when the same student signs in again, then the copy and the outbox stay', async () => {
    await claimDeviceCopy(user(1));
    await saveDeckCopy(deck, []);
    await enqueueAnswer(answer());
    await claimDeviceCopy(user(1));
    expect(await readDeckCopy(7)).toBeDefined();
    expect(await queuedCount()).toBe(1);
  });

  it('when the server says nobody is signed in, then the decks go and the panel cannot open offline; queued answers wait for their owner only', async () => {
    await claimDeviceCopy(user(1));
    await saveDeckCopy(deck, []);
    await enqueueAnswer(answer());
    await releaseDeviceCopy();
    expect(await readDeckCopy(7)).toBeUndefined();
    expect(await deviceOwner()).toBeUndefined();
    expect(await queuedCount()).toBe(1);
    await claimDeviceCopy(user(3));
    expect(await queuedCount()).toBe(0);
  });
});
