import { z } from 'zod';

/** POST /api/chatgpt: the question and a sentence about who asks (the server uses the stored name instead). */
export const askRequestSchema = z.object({ message: z.string(), context: z.string().optional() });
export type AskRequest = z.infer<typeof askRequestSchema>;

/** `quickReplies` (an addition to docs/product.md, API calls): follow-up questions the widget may offer as buttons. */
export const askResponseSchema = z.object({ response: z.string().min(1), quickReplies: z.array(z.string().min(1)).max(4).optional() });
export type AskResponse = z.infer<typeof askResponseSchema>;
