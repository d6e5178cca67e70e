export { ttsRouter } from './tts.routes.js';
export { ttsService, type TtsService } from './tts.service.js';
export { createSpeechEngine } from './create-speech-engine.js';
