import type OpenAI from 'openai';
import { espeakEngine } from './espeak-engine.js';
import { openAiSpeechEngine } from './openai-speech.js';
import type { SpeechEngine } from './speech-engine.js';

/** OpenAI's speech model when a client is configured, else the offline eSpeak NG (one worker per process). */
export function createSpeechEngine(openai: OpenAI | undefined, model: string): SpeechEngine {
  return openai ? openAiSpeechEngine(openai, model) : espeakEngine();
}
