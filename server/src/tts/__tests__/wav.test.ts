import { describe, expect, it } from 'vitest';
import { pcm16ToWav, readWav, rms } from '../wav.js';
import { speechText } from '../speech-text.js';

describe('WAV encoding', () => {
  it('when PCM is wrapped, then the header describes 16-bit mono at the given rate and the samples read back', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    const wav = pcm16ToWav(samples, 22_050);
    expect(wav.length).toBe(44 + samples.length * 2);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    const info = readWav(wav);
    expect(info).toMatchObject({ sampleRate: 22_050, channels: 1, bitsPerSample: 16 });
    expect([...info.samples]).toEqual([...samples]);
    expect(info.durationSeconds).toBeCloseTo(5 / 22_050);
  });

  it('when the signal is silent or loud, then the RMS says so', () => {
    expect(rms(new Int16Array(100))).toBe(0);
    expect(rms(Int16Array.from({ length: 100 }, (_, i) => (i % 2 ? 16384 : -16384)))).toBeCloseTo(0.5);
  });

  it('when the bytes are not a WAV, then reading fails', () => {
    expect(() => readWav(Buffer.from('ID3 not a wave file at all....................'))).toThrow();
  });
});

describe('text for speech', () => {
  it('when the text has markdown and URLs, then only the words are spoken', () => {
    expect(speechText('**Documentos**:\n- RG\n- Certidão https://exemplo.com/x')).toBe('Documentos:\nRG\nCertidão');
  });
});
