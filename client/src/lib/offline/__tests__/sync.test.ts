import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlushResult } from '../outbox';

const flushes: Array<(result: FlushResult) => void> = [];
vi.mock('../outbox', () => ({
  queuedCount: vi.fn(async () => 1),
  flushOutbox: vi.fn(() => new Promise<FlushResult>((resolve) => flushes.push(resolve))),
}));
vi.mock('@/lib/auth-storage', () => ({ readStoredUser: () => ({ id: 1 }) }));

const { flushOutbox } = await import('../outbox');
const { syncNow } = await import('../sync');

const interrupted: FlushResult = { enviadas: 0, recusadas: [], interrompida: true };

describe('syncNow', () => {
  beforeEach(() => {
    flushes.length = 0;
    vi.mocked(flushOutbox).mockClear();
  });

  it('when a sync is asked for while one runs, then one more flush starts as soon as it ends (not at the next retry)', async () => {
    const first = syncNow();
    await vi.waitFor(() => expect(flushes).toHaveLength(1));
    // The network comes back while the first flush is still failing offline.
    const second = syncNow();
    expect(second).toBe(first);
    flushes[0]!(interrupted);
    await first;
    await vi.waitFor(() => expect(flushOutbox).toHaveBeenCalledTimes(2));
    flushes[1]!(interrupted);
  });

  it('when nothing asks again during a flush, then only that flush runs', async () => {
    const only = syncNow();
    await vi.waitFor(() => expect(flushes).toHaveLength(1));
    flushes[0]!(interrupted);
    await only;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushOutbox).toHaveBeenCalledTimes(1);
  });
});
