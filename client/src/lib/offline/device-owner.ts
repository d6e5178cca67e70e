import { sessionUserSchema, type StoredUser } from '@/api/get-session-user';
import { META_OWNER, offlineDb } from './offline-db';
import { setSyncStatus } from './sync-status';

/** Who the device copy belongs to (shown offline when the app starts without a session answer). */
export async function deviceOwner(): Promise<StoredUser | undefined> {
  const parsed = sessionUserSchema.safeParse(await ownerRecord());
  return parsed.success ? parsed.data : undefined;
}

/** The owner as kept: the whole user, or only `{ id }` once the session ended with answers still queued. */
async function ownerRecord(): Promise<{ id: number } | undefined> {
  try {
    return (await (await offlineDb()).get('meta', META_OWNER)) as { id: number } | undefined;
  } catch {
    return undefined;
  }
}

/** Everything on the device: decks, cards, their audio, the outbox (answers not sent are lost) and whose it was. */
export async function clearDeviceCopy(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['decks', 'outbox', 'meta', 'audios', 'audio-dados'], 'readwrite');
  await Promise.all([
    tx.objectStore('decks').clear(),
    tx.objectStore('outbox').clear(),
    tx.objectStore('meta').clear(),
    tx.objectStore('audios').clear(),
    tx.objectStore('audio-dados').clear(),
    tx.done,
  ]);
  setSyncStatus({ pendentes: 0, recusadas: [], sincronizado_em: null });
}

/**
 * A signed-in student takes the device copy: someone else's copy is wiped first (another student on the same phone
 * never sees it, and never sends its answers).
 */
export async function claimDeviceCopy(user: StoredUser): Promise<void> {
  const owner = await ownerRecord();
  if (owner && owner.id !== user.id) await clearDeviceCopy();
  await (await offlineDb()).put('meta', user, META_OWNER);
}

/**
 * The server says nobody is signed in (the session ended, or the account was deleted): the decks, their audio and the owner go;
 * answers still queued stay, invisible, until the same student signs in again (any other account wipes them).
 */
export async function releaseDeviceCopy(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['decks', 'meta', 'audios', 'audio-dados'], 'readwrite');
  const owner = (await tx.objectStore('meta').get(META_OWNER)) as { id: number } | undefined;
  await Promise.all([
    tx.objectStore('decks').clear(),
    tx.objectStore('meta').clear(),
    tx.objectStore('audios').clear(),
    tx.objectStore('audio-dados').clear(),
  ]);
  // Only the id stays: enough to know whose queued answers these are, not enough to open the panel offline.
  if (owner) await tx.objectStore('meta').put({ id: owner.id }, META_OWNER);
  await tx.done;
}
