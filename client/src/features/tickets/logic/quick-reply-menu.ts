import type { RespostaRapida } from '@app/contracts';

/**
 * The quick replies the reply box offers: only while the whole text is '/' plus the start of a shortcut (null
 * otherwise, so a '/' inside a sentence opens nothing).
 */
export function quickReplyMatches(text: string, replies: readonly RespostaRapida[]): RespostaRapida[] | null {
  const typed = /^\/([a-z0-9-]*)$/i.exec(text);
  if (!typed) return null;
  const prefix = typed[1]!.toLowerCase();
  return replies.filter((reply) => reply.atalho.startsWith(prefix));
}

/** The next active option for an arrow key, wrapping around. */
export function stepActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return 0;
  return key === 'ArrowDown' ? (active + 1) % count : (active - 1 + count) % count;
}
