import { askResponseSchema, type AskRequest, type AskResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/chatgpt: message, context (a sentence with the user's name) → response, and follow-up questions as buttons. */
export async function askAssistant(input: AskRequest): Promise<AskResponse> {
  // The server waits for the AI provider (its own timeout is 20 s by default, plus one retry).
  const { data } = await api.post('/api/chatgpt', input, { timeout: 60_000 });
  return askResponseSchema.parse(data);
}
