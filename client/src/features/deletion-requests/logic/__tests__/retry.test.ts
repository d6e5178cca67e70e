import { describe, expect, it, vi } from 'vitest';
import { retryWhen } from '@/features/deletion-requests/logic/retry';

class Forbidden extends Error {
  status = 403;
}
const isForbidden = (e: unknown) => e instanceof Forbidden;

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('retryWhen (403 rule of docs/product.md, Error messages)', () => {
  it('when the first call succeeds, then no retry and no wait', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn().mockResolvedValue(['ok']);
    await expect(retryWhen(fn, { shouldRetry: isForbidden, sleep })).resolves.toEqual(['ok']);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('when 403 comes twice and then success, then the result after two waits of 500 ms', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn().mockRejectedValueOnce(new Forbidden()).mockRejectedValueOnce(new Forbidden()).mockResolvedValue('dados');
    await expect(retryWhen(fn, { shouldRetry: isForbidden, sleep })).resolves.toBe('dados');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 500]);
  });

  it('when 403 keeps coming, then three calls in all and the last error', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn().mockRejectedValue(new Forbidden('final'));
    await expect(retryWhen(fn, { shouldRetry: isForbidden, sleep })).rejects.toThrow('final');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 500]);
  });

  it('when another error happens, then it fails at once', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn().mockRejectedValue(new Error('500'));
    await expect(retryWhen(fn, { shouldRetry: isForbidden, sleep })).rejects.toThrow('500');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('when the signal aborts during the wait, then no further call', async () => {
    const controller = new AbortController();
    const fn = vi.fn().mockRejectedValue(new Forbidden());
    const sleep = async () => controller.abort();
    await expect(retryWhen(fn, { shouldRetry: isForbidden, sleep, signal: controller.signal })).rejects.toBeInstanceOf(Forbidden);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('with real timers, then the retry waits 500 ms', async () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn().mockRejectedValueOnce(new Forbidden()).mockResolvedValue('ok');
      const result = retryWhen(fn, { shouldRetry: isForbidden });
      await vi.advanceTimersByTimeAsync(499);
      expect(fn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
      expect(fn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
