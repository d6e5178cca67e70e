import { z } from 'zod';

/** Longest text POST /api/tts speaks. */
export const TTS_MAX_CHARS = 4096;

/** POST /api/tts answers the audio itself (audio/*), not JSON. */
export const speechRequestSchema = z.object({ text: z.string(), voice: z.string().optional(), instructions: z.string().optional() });
export type SpeechRequest = z.infer<typeof speechRequestSchema>;
