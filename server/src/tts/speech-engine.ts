export interface SpeechRequest {
  text: string;
  voice: string;
  instructions?: string;
}

export interface SpeechAudio {
  bytes: Buffer;
  mime: string;
}

/** One text-to-speech implementation (OpenAI or the offline eSpeak NG). */
export interface SpeechEngine {
  /** Part of the cache key: audio from another engine or model is not reused. */
  readonly id: string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}
