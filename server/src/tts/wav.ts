/** A canonical 44-byte RIFF/WAVE header followed by 16-bit little-endian mono PCM. */
export function pcm16ToWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) wav.writeInt16LE(samples[i]!, 44 + i * 2);
  return wav;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  samples: Int16Array;
  durationSeconds: number;
}

/** Reads a PCM16 WAV (any chunk order); throws on anything else. Used to check stored audio. */
export function readWav(bytes: Buffer): WavInfo {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('não é um WAV');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number; audioFormat: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.audioFormat !== 1 || format.bitsPerSample !== 16) throw new Error('WAV sem PCM 16 bits');
      const end = Math.min(body + size, bytes.length);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(body + i * 2);
      return {
        ...format,
        samples,
        durationSeconds: samples.length / format.channels / format.sampleRate,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV sem bloco de dados');
}

/** Root mean square of PCM16 samples, normalised to 0..1. */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += (s / 32768) ** 2;
  return Math.sqrt(sum / samples.length);
}
