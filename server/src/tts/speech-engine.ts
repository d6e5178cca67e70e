export interface SpeechRequest {
  text: string;
  voice: string;
  instructions?: string;
  /** Whose request this is: an engine with a queue shares its time fairly between owners. */
  owner?: string;
}

export interface SpeechAudio {
  bytes: Buffer;
  mime: string;
}

/** One text-to-speech implementation (OpenAI or the offline eSpeak NG). */
export interface SpeechEngine {
  /** Part of the cache key: audio from another engine, model or format is not reused. */
  readonly id: string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}

/** The engine's queue has no room: for this owner (`owner`) or for anyone (`total`). */
export class SpeechQueueFullError extends Error {
  constructor(readonly scope: 'owner' | 'total') {
    super(scope === 'owner' ? 'speech queue full for this owner' : 'speech queue full');
    this.name = 'SpeechQueueFullError';
  }
}
