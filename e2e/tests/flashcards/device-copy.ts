import type { Page } from '@playwright/test';

export interface QueuedAnswer {
  chave: string;
  cardId: number;
  respondido_em: string;
  respondido_em_local: string;
}

/** What the page keeps on the device (IndexedDB 'estudo-offline'): the outbox and the ids of the decks kept. */
export function deviceCopy(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ outbox: QueuedAnswer[]; decks: number[] }>((resolve, reject) => {
        const open = indexedDB.open('estudo-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['outbox', 'decks'], 'readonly');
          const outbox = tx.objectStore('outbox').getAll();
          const decks = tx.objectStore('decks').getAllKeys();
          tx.oncomplete = () => {
            db.close();
            resolve({ outbox: outbox.result as QueuedAnswer[], decks: decks.result as number[] });
          };
        };
      }),
  );
}

/** The card sides whose audio is kept on the device ('frente-12'). */
export function keptAudio(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('estudo-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction('audios', 'readonly').objectStore('audios').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result as string[]);
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}
