import { TTS_MAX_CHARS, type SpeechRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

const SPEECH_VOICE = 'nova';
const SPEECH_INSTRUCTIONS = 'Fale em português do Brasil, de forma simpática, clara e em ritmo tranquilo.';

/** POST /api/tts: text, voice (nova), instructions → audio blob, returned as an object URL for an <audio>. */
export async function requestSpeech(text: string): Promise<string> {
  const body: SpeechRequest = { text: text.slice(0, TTS_MAX_CHARS), voice: SPEECH_VOICE, instructions: SPEECH_INSTRUCTIONS };
  const { data } = await api.post<Blob>('/api/tts', body, { responseType: 'blob', timeout: 60_000 });
  if (!(data instanceof Blob) || data.size === 0 || !data.type.startsWith('audio/')) throw new Error('resposta de áudio inválida');
  return URL.createObjectURL(data);
}
