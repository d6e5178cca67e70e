import { TTS_MAX_CHARS } from '@app/contracts';
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { providerFailure } from '../lib/openai.js';
import { createGate } from './gate.js';
import { SpeechQueueFullError, type SpeechEngine } from './speech-engine.js';
import { speechText } from './speech-text.js';
import { ttsRepository, type AudioInfo } from './tts.repository.js';

export const DEFAULT_VOICE = 'nova';
export const DEFAULT_INSTRUCTIONS = 'Fale em português do Brasil, com voz simpática, clara e em ritmo tranquilo.';
const OWN_QUEUE_FULL = 'Você já tem vários áudios sendo gerados. Aguarde ficarem prontos e tente de novo.';
const QUEUE_FULL = 'O gerador de áudio está ocupado agora. Tente novamente em instantes.';
const PROVIDER_FAILURE = 'Não foi possível gerar o áudio agora. Tente novamente em instantes.';

export interface SpeakInput {
  userId: number;
  text: string;
  voice?: string;
  instructions?: string;
}

export interface SpokenAudio {
  audioId: string;
  mime: string;
}

export interface TtsService {
  /** Speech for a text, generated once per (user, voice, text) and reused from the `audio` table afterwards. */
  speak(input: SpeakInput): Promise<SpokenAudio>;
  /** Type, size and content hash of a stored audio, only for its owner (the bytes stay in the database). */
  info(audioId: string, userId: number): Promise<AudioInfo | undefined>;
  /** Notes that the owner fetched this audio: unused audio is deleted after RETENTION_AUDIO_DAYS. */
  markPlayed(audioId: string, userId: number): Promise<void>;
  /** `length` bytes from `offset` of a stored audio, only for its owner. */
  readSlice(audioId: string, userId: number, offset: number, length: number): Promise<Buffer | undefined>;
  /**
   * Speech for one sentence of an answer being streamed, not stored: the widget plays it at once, and "Ouvir" on the
   * stored message later asks for the whole text.
   */
  speakSentence(input: { userId: number; text: string }): Promise<{ bytes: Buffer; mime: string } | null>;
  readonly engineId: string;
}

/** Audio slice queries running at once per process: downloads never take the whole pool (10 connections). */
const SLICE_READS_AT_ONCE = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Built once per app: its in-flight map is what lets two identical requests share one synthesis. */
export function ttsService(deps: { db: Knex; logger: Logger; engine: SpeechEngine }): TtsService {
  const { engine, logger } = deps;
  const repo = ttsRepository(deps.db);
  const sliceReads = createGate(SLICE_READS_AT_ONCE);
  // Two identical requests at once (double click, two tabs) share one synthesis.
  const inFlight = new Map<string, Promise<SpokenAudio>>();

  async function generate(userId: number, hash: string, text: string, voice: string, instructions: string): Promise<SpokenAudio> {
    const existing = await repo.findByHash(userId, hash);
    if (existing) {
      await repo.markUsed(existing.id, userId);
      return { audioId: existing.id, mime: existing.mime };
    }
    const started = Date.now();
    let audio;
    try {
      audio = await engine.synthesize({ text, voice, instructions, owner: String(userId) });
    } catch (error) {
      if (error instanceof SpeechQueueFullError) throw new HttpError(error.scope === 'owner' ? 429 : 503, error.scope === 'owner' ? OWN_QUEUE_FULL : QUEUE_FULL);
      throw providerFailure(logger, error, `tts:${engine.id}`, PROVIDER_FAILURE);
    }
    logger.debug({ engine: engine.id, chars: text.length, bytes: audio.bytes.length, ms: Date.now() - started }, 'speech generated');
    const stored = await repo.insert({ user_id: userId, hash, voice, mime: audio.mime, bytes: audio.bytes });
    return { audioId: stored.id, mime: stored.mime };
  }

  return {
    engineId: engine.id,

    async speakSentence({ userId, text }) {
      const spoken = speechText(text.replaceAll('\u0000', '')).slice(0, TTS_MAX_CHARS);
      if (!/[\p{L}\p{N}]/u.test(spoken)) return null;
      try {
        return await engine.synthesize({ text: spoken, voice: DEFAULT_VOICE, instructions: DEFAULT_INSTRUCTIONS, owner: String(userId) });
      } catch (error) {
        if (error instanceof SpeechQueueFullError) throw new HttpError(error.scope === 'owner' ? 429 : 503, error.scope === 'owner' ? OWN_QUEUE_FULL : QUEUE_FULL);
        throw providerFailure(logger, error, `tts:${engine.id}`, PROVIDER_FAILURE);
      }
    },

    async speak({ userId, text, voice = DEFAULT_VOICE, instructions }) {
      const spoken = speechText(text.replaceAll('\u0000', ''));
      if (spoken === '') throw new HttpError(400, 'Texto vazio: nada para falar.');
      if (spoken.length > TTS_MAX_CHARS) throw new HttpError(400, `Texto longo demais para áudio (máximo de ${TTS_MAX_CHARS} caracteres).`);
      const hash = crypto.createHash('sha256').update(`${engine.id}\u0000${voice}\u0000${spoken}`).digest('hex');
      const key = `${userId}:${hash}`;
      let job = inFlight.get(key);
      if (!job) {
        job = generate(userId, hash, spoken, voice, instructions ?? DEFAULT_INSTRUCTIONS).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },

    async info(audioId, userId) {
      if (!UUID.test(audioId)) return undefined;
      return repo.findOwnedInfo(audioId, userId);
    },

    async markPlayed(audioId, userId) {
      if (UUID.test(audioId)) await repo.markUsed(audioId, userId);
    },

    async readSlice(audioId, userId, offset, length) {
      if (!UUID.test(audioId)) return undefined;
      return sliceReads(() => repo.readOwnedSlice(audioId, userId, offset, length));
    },
  };
}
