import { turnEventSchema, type AskTurnRequest, type TurnEvent } from '@app/contracts';
import { api } from '@/lib/api-client';
import { ndjsonParser } from '@/features/chat/logic/ndjson';

/**
 * POST /api/conversa/perguntar: the question, sent once; the server answers with the turn's events as they happen
 * (the stored question, who answers, the answer's text, the stored answer, its speech sentence by sentence).
 * Resolves when the stream ends; `signal` stops it (and the speech with it).
 */
export async function askTurn(input: AskTurnRequest, onEvent: (event: TurnEvent) => void, signal: AbortSignal): Promise<void> {
  const body = await api.stream('/api/conversa/perguntar', input, signal);
  const reader = body.getReader();
  const parser = ndjsonParser((value) => {
    const parsed = turnEventSchema.safeParse(value);
    if (parsed.success) onEvent(parsed.data);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
