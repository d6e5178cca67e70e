import { describe, expect, it } from 'vitest';
import { mp3FrameHeader, readMp3 } from '../mp3.js';

/** An MPEG-2 Layer III frame at 22 050 Hz, 32 kbit/s, mono: 104 bytes, 105 with the padding bit. */
function frame(padded = false): Buffer {
  const bytes = Buffer.alloc(padded ? 105 : 104);
  bytes.set([0xff, 0xf3, padded ? 0x42 : 0x40, 0xc4]);
  return bytes;
}

describe('MP3 frame headers', () => {
  it('when a header is MPEG-2 Layer III 32 kbit/s at 22 050 Hz mono, then every field and the frame size are read', () => {
    expect(mp3FrameHeader(frame())).toEqual({ sampleRate: 22_050, bitrateKbps: 32, channels: 1, samplesPerFrame: 576, frameBytes: 104 });
    expect(mp3FrameHeader(frame(true))?.frameBytes).toBe(105);
  });

  it('when frames chain to the end, then their count and the duration add up', () => {
    const info = readMp3(Buffer.concat([frame(), frame(true), frame()]));
    expect(info).toEqual({ frames: 3, sampleRate: 22_050, channels: 1, bitrateKbps: 32, durationSeconds: (3 * 576) / 22_050 });
  });

  it('when an ID3v2 tag comes first, then it is skipped', () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    expect(readMp3(Buffer.concat([tag, frame()])).frames).toBe(1);
  });

  it('when the bytes are a WAV, garbage or a truncated frame, then reading fails', () => {
    expect(() => readMp3(Buffer.from('RIFF....WAVEfmt '))).toThrow(/não é um MP3/);
    expect(() => readMp3(Buffer.concat([frame(), Buffer.from('lixo')]))).toThrow(/quadro inválido/);
    expect(() => readMp3(Buffer.concat([frame(), frame().subarray(0, 50)]))).toThrow(/quadro inválido/);
  });
});
