export { createTtsService, DEFAULT_VOICE, DEFAULT_INSTRUCTIONS, TTS_MAX_CHARS } from './tts.service.js';
export type { TtsService, SpeakInput, SpokenAudio } from './tts.service.js';
export type { SpeechEngine, SpeechRequest, SpeechAudio } from './speech-engine.js';
export { ttsRouter } from './tts.routes.js';
