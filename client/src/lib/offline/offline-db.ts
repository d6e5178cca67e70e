import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Deck, Flashcard, OfflineAnswer } from '@app/contracts';

/** A deck kept on the device for studying without network: the deck (its scheduler) and its cards as last known. */
export interface DeckCopy {
  deckId: number;
  deck: Deck;
  cards: Flashcard[];
  /** Epoch ms of the last time the copy was written (the oldest copies go first beyond DECK_COPIES_MAX). */
  guardado_em: number;
}

/**
 * A card side's audio the student played, kept for listening offline: what it says (`texto`: an edited card needs new
 * audio) and how many bytes it holds; the bytes themselves are in `audio-dados`, so eviction reads only these records.
 */
export interface AudioCopy {
  /** `frente-12`: the side and the card's id. */
  chave: string;
  texto: string;
  bytes: number;
  /** Epoch ms of the last time it was played (the least recently played go first beyond AUDIO_BYTES_MAX). */
  ouvido_em: number;
}

/** An answer waiting to be sent; `seq` (IndexedDB's own counter) is the order it was given in. */
export type QueuedAnswer = OfflineAnswer & { seq: number };

interface OfflineSchema extends DBSchema {
  decks: { key: number; value: DeckCopy };
  outbox: { key: number; value: OfflineAnswer & { seq?: number }; indexes: { chave: string } };
  meta: { key: string; value: unknown };
  audios: { key: string; value: AudioCopy };
  'audio-dados': { key: string; value: { tipo: string; dados: ArrayBuffer } };
}

const DB_NAME = 'estudo-offline';
const DB_VERSION = 2;

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device copy: decks and cards of recently opened decks, audio already played, the outbox of answers, and whose copy it is. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('decks', { keyPath: 'deckId' });
        db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('chave', 'chave', { unique: true });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) {
        db.createObjectStore('audios', { keyPath: 'chave' });
        db.createObjectStore('audio-dados');
      }
    },
    // Another tab opened a newer version: let it, and open again on the next use.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

export const META_OWNER = 'dono';
