/** MPEG audio Layer III frame headers: enough to check stored speech and to measure its duration without decoding. */

const LAYER3_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { mpeg1: [44_100, 48_000, 32_000], mpeg2: [22_050, 24_000, 16_000], mpeg25: [11_025, 12_000, 8_000] };

export interface Mp3FrameHeader {
  sampleRate: number;
  bitrateKbps: number;
  channels: 1 | 2;
  samplesPerFrame: number;
  frameBytes: number;
}

/** The Layer III header starting at `offset`, or undefined when those four bytes are not one. */
export function mp3FrameHeader(bytes: Uint8Array, offset = 0): Mp3FrameHeader | undefined {
  if (offset + 4 > bytes.length) return undefined;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const versionBits = (b1 >> 3) & 0b11;
  const layerBits = (b1 >> 1) & 0b11;
  if (versionBits === 0b01 || layerBits !== 0b01) return undefined;
  const version = versionBits === 0b11 ? 'mpeg1' : versionBits === 0b10 ? 'mpeg2' : 'mpeg25';
  const bitrateKbps = LAYER3_KBPS[version === 'mpeg1' ? 'mpeg1' : 'mpeg2'][b2 >> 4];
  const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 0b11];
  if (!bitrateKbps || !sampleRate) return undefined;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = version === 'mpeg1' ? 1152 : 576;
  const frameBytes = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { sampleRate, bitrateKbps, channels: b3 >> 6 === 0b11 ? 1 : 2, samplesPerFrame, frameBytes };
}

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Bitrate of the first frame (every frame for constant bitrate). */
  bitrateKbps: number;
  durationSeconds: number;
}

/**
 * Walks every frame from the start (after an ID3v2 tag, if any) to the end; throws unless the frames chain
 * exactly, so a stream spliced from pieces is checked too.
 */
export function readMp3(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  if (bytes.length >= 10 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    offset = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  }
  let end = bytes.length;
  if (end - offset >= 128 && bytes[end - 128] === 0x54 && bytes[end - 127] === 0x41 && bytes[end - 126] === 0x47) end -= 128;
  const first = mp3FrameHeader(bytes, offset);
  if (!first) throw new Error('não é um MP3');
  let frames = 0;
  let samples = 0;
  while (offset < end) {
    const frame = mp3FrameHeader(bytes, offset);
    if (!frame || offset + frame.frameBytes > end) throw new Error(`MP3 com quadro inválido no byte ${offset}`);
    if (frame.sampleRate !== first.sampleRate) throw new Error(`MP3 muda de taxa de amostragem no byte ${offset}`);
    frames += 1;
    samples += frame.samplesPerFrame;
    offset += frame.frameBytes;
  }
  return {
    frames,
    sampleRate: first.sampleRate,
    channels: first.channels,
    bitrateKbps: first.bitrateKbps,
    durationSeconds: samples / first.sampleRate,
  };
}
