import { offlineDb } from './offline-db';

/**
 * Most bytes of card audio kept on the device. A side's speech is tens of kilobytes, so this holds hundreds of sides:
 * every deck a student studies this month, while staying small beside a phone's storage quota.
 */
export const AUDIO_BYTES_MAX = 25 * 1024 * 1024;

/** Which side of which card: the key of its kept audio. */
export const audioKey = (side: string, cardId: number) => `${side}-${cardId}`;

/**
 * Keeps the audio of a side the student just played. The bytes are read again from `path` (the server serves them
 * with long cache headers, so this usually comes from the browser's cache). Beyond AUDIO_BYTES_MAX the least recently
 * played sides go; a single side larger than the limit is not kept.
 */
export async function keepAudio(key: string, text: string, path: string, now = Date.now()): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) return;
  const dados = await response.arrayBuffer();
  const tipo = response.headers.get('Content-Type') ?? 'audio/mpeg';
  await saveAudio(key, text, { tipo, dados }, now);
}

/**
 * Stores one side's audio and, in the same transaction, evicts the least recently played until the total is within
 * AUDIO_BYTES_MAX (the newest that fit stay). A side larger than the limit alone is not stored.
 */
export async function saveAudio(key: string, text: string, audio: { tipo: string; dados: ArrayBuffer }, now = Date.now()): Promise<void> {
  if (audio.dados.byteLength > AUDIO_BYTES_MAX) return;
  const db = await offlineDb();
  const tx = db.transaction(['audios', 'audio-dados'], 'readwrite');
  const records = tx.objectStore('audios');
  const bytes = tx.objectStore('audio-dados');
  await records.put({ chave: key, texto: text, bytes: audio.dados.byteLength, ouvido_em: now });
  await bytes.put(audio, key);
  let total = 0;
  const newestFirst = (await records.getAll()).sort((a, b) => b.ouvido_em - a.ouvido_em);
  for (const record of newestFirst) {
    total += record.bytes;
    if (total <= AUDIO_BYTES_MAX) continue;
    await records.delete(record.chave);
    await bytes.delete(record.chave);
  }
  await tx.done;
}

/** The side's kept audio if it says `text` (an edited card's old audio is never played), marked as played now. */
export async function readKeptAudio(key: string, text: string, now = Date.now()): Promise<Blob | undefined> {
  const db = await offlineDb();
  const tx = db.transaction(['audios', 'audio-dados'], 'readwrite');
  const record = await tx.objectStore('audios').get(key);
  const audio = record?.texto === text ? await tx.objectStore('audio-dados').get(key) : undefined;
  if (record && audio) await tx.objectStore('audios').put({ ...record, ouvido_em: now });
  await tx.done;
  return audio && new Blob([audio.dados], { type: audio.tipo });
}
