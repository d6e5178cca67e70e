import type OpenAI from 'openai';
import type { SpeechAudio, SpeechEngine, SpeechRequest } from './speech-engine.js';

/** OpenAI `audio.speech` (gpt-4o-mini-tts understands `instructions`: tone, pace, accent). */
export function openAiSpeechEngine(client: OpenAI, model: string): SpeechEngine {
  return {
    id: `openai:${model}`,
    async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
      const response = await client.audio.speech.create({
        model,
        voice: request.voice,
        input: request.text,
        instructions: request.instructions,
        response_format: 'mp3',
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length === 0) throw new Error('OpenAI returned empty audio');
      const contentType = response.headers.get('content-type')?.split(';')[0]?.trim();
      return { bytes, mime: contentType?.startsWith('audio/') ? contentType : 'audio/mpeg' };
    },
  };
}
