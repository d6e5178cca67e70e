import { z } from 'zod';
import { TTS_MAX_CHARS } from '@app/contracts';
import { DEFAULT_VOICE } from './tts.service.js';

/** Voices of OpenAI's speech models; the offline engine always speaks pt-BR whatever is chosen. */
export const VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse', 'marin', 'cedar'] as const;

export const ttsSchema = z.object({
  text: z
    .string({ message: 'Texto é obrigatório.' })
    .trim()
    .min(1, 'Texto é obrigatório.')
    .max(TTS_MAX_CHARS, `Texto longo demais para áudio (máximo de ${TTS_MAX_CHARS} caracteres).`),
  voice: z.enum(VOICES, { message: 'Voz inválida.' }).default(DEFAULT_VOICE),
  instructions: z.string({ message: 'Instruções inválidas.' }).trim().max(1000, 'Instruções longas demais.').optional(),
});
