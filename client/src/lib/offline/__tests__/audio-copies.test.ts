import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readKeptAudio, saveAudio } from '../audio-copies';
import { clearDeviceCopy, releaseDeviceCopy } from '../device-owner';

const MB = 1024 * 1024;
const clip = (bytes: number) => ({ tipo: 'audio/mpeg', dados: new ArrayBuffer(bytes) });
const kept = async (key: string, text = 'Coração') => (await readKeptAudio(key, text, 0)) !== undefined;

beforeEach(async () => {
  await clearDeviceCopy();
});

describe('card audio kept on the device', () => {
  it('when a side was played, then its audio is read back with its type, and an edited text finds nothing', async () => {
    await saveAudio('frente-1', 'Coração', clip(3000), 1000);
    const blob = await readKeptAudio('frente-1', 'Coração');
    expect(blob?.size).toBe(3000);
    expect(blob?.type).toBe('audio/mpeg');
    expect(await readKeptAudio('frente-1', 'Coração humano')).toBeUndefined();
    expect(await readKeptAudio('verso-1', 'Coração')).toBeUndefined();
  });

  it('when the kept audio reaches exactly 25 MB, then nothing is evicted; one byte more evicts the least recently played', async () => {
    await saveAudio('frente-1', 'Coração', clip(10 * MB), 1000);
    await saveAudio('frente-2', 'Coração', clip(10 * MB), 2000);
    await saveAudio('frente-3', 'Coração', clip(5 * MB), 3000);
    expect([await kept('frente-1'), await kept('frente-2'), await kept('frente-3')]).toEqual([true, true, true]);

    await clearDeviceCopy();
    await saveAudio('frente-1', 'Coração', clip(10 * MB), 1000);
    await saveAudio('frente-2', 'Coração', clip(10 * MB), 2000);
    await saveAudio('frente-3', 'Coração', clip(5 * MB + 1), 3000);
    expect([await kept('frente-1'), await kept('frente-2'), await kept('frente-3')]).toEqual([false, true, true]);
  });

  it('when an old side is played again, then it counts as recent and another one is evicted instead', async () => {
    await saveAudio('frente-1', 'Coração', clip(10 * MB), 1000);
    await saveAudio('frente-2', 'Coração', clip(10 * MB), 2000);
    await readKeptAudio('frente-1', 'Coração', 3000);
    await saveAudio('frente-3', 'Coração', clip(10 * MB), 4000);
    expect([await kept('frente-1'), await kept('frente-2'), await kept('frente-3')]).toEqual([true, false, true]);
  });

  it('when a single side is larger than 25 MB, then it is not kept and evicts nothing else', async () => {
    await saveAudio('frente-1', 'Coração', clip(MB), 1000);
    await saveAudio('frente-2', 'Coração', clip(25 * MB + 1), 2000);
    expect([await kept('frente-1'), await kept('frente-2')]).toEqual([true, false]);
  });

  it('when the session ends or the student logs out, then the kept audio goes with the decks', async () => {
    await saveAudio('frente-1', 'Coração', clip(100), 1000);
    await releaseDeviceCopy();
    expect(await kept('frente-1')).toBe(false);
    await saveAudio('frente-1', 'Coração', clip(100), 1000);
    await clearDeviceCopy();
    expect(await kept('frente-1')).toBe(false);
  });
});
