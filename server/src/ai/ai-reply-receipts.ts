import crypto from 'node:crypto';

declare module 'express-session' {
  interface SessionData {
    /** Hashes of the last assistant answers handed to this session, not yet saved to the history. */
    aiReplies?: string[];
  }
}

interface ReceiptHolder {
  aiReplies?: string[];
}

const KEEP = 5;

function digest(text: string): string {
  return crypto.createHash('sha256').update(text.trim()).digest('hex');
}

/**
 * The client saves the assistant's answer itself (SPEC §4.1). To keep a student from writing arbitrary
 * text as "ia", the session remembers the answers it received and each one can be saved once.
 */
export function rememberAiReply(session: ReceiptHolder, text: string): void {
  session.aiReplies = [...(session.aiReplies ?? []).slice(-(KEEP - 1)), digest(text)];
}

export function consumeAiReply(session: ReceiptHolder, text: string): boolean {
  const hash = digest(text);
  const receipts = session.aiReplies ?? [];
  const index = receipts.indexOf(hash);
  if (index === -1) return false;
  session.aiReplies = receipts.filter((_, i) => i !== index);
  return true;
}
