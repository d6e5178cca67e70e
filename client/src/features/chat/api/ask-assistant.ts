import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/chatgpt: message, context (a sentence with the user's name) → response. */
export async function askAssistant(input: { message: string; context: string }): Promise<string> {
  // The server waits for the AI provider (its own timeout is 20 s by default, plus one retry).
  const { data } = await api.post('/api/chatgpt', input, { timeout: 60_000 });
  return z.object({ response: z.string().min(1) }).parse(data).response;
}
