import crypto from 'node:crypto';
import type { Knex } from 'knex';

/** Answers a session may still save: the newest few, for a while (the client saves right after it shows one). */
const KEEP_PER_SESSION = 5;
const VALID_FOR = '1 hour';

export interface ReceiptKey {
  userId: number;
  sessionId: string;
  text: string;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

function columns({ userId, sessionId, text }: ReceiptKey) {
  return { user_id: userId, session_hash: sha256(sessionId), text_hash: sha256(text.trim()) };
}

/**
 * The client saves the assistant's answer itself (SPEC §4.1). To keep a student from writing arbitrary text as "ia",
 * each answer handed to a session leaves a receipt, and saving spends it. Build it on the save's transaction.
 */
export function aiReplyReceipts(db: Knex) {
  return {
    async remember(key: ReceiptKey): Promise<void> {
      const row = columns(key);
      await db('ai_reply_receipts').insert({ ...row, expires_at: db.raw(`now() + interval '${VALID_FOR}'`) });
      const newest = db('ai_reply_receipts')
        .where({ user_id: row.user_id, session_hash: row.session_hash })
        .orderBy('id', 'desc')
        .limit(KEEP_PER_SESSION)
        .select('id');
      await db('ai_reply_receipts')
        .where({ user_id: row.user_id })
        .andWhere((q) =>
          q
            .where('expires_at', '<=', db.fn.now())
            .orWhere((own) => own.where({ session_hash: row.session_hash }).whereNotIn('id', newest)),
        )
        .delete();
    },

    /**
     * Deletes one matching receipt and says whether there was one. Concurrent saves skip a receipt another
     * transaction holds, so each receipt is spent by exactly one of them.
     */
    async consume(key: ReceiptKey): Promise<boolean> {
      const row = columns(key);
      const spendable = db('ai_reply_receipts')
        .where(row)
        .where('expires_at', '>', db.fn.now())
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .select('id');
      const spent = await db('ai_reply_receipts').where('id', spendable).delete().returning('id');
      return spent.length === 1;
    },
  };
}
