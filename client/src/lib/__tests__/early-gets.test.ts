// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { api, isApiError } from '@/lib/api-client';
import { startEarlyGet } from '@/lib/early-requests';

const network = vi.fn<AxiosAdapter>();
const originalAdapter = api.defaults.adapter;

function answerFetch(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  network.mockImplementation(
    async (config) => ({ data: '{"from":"network"}', status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse,
  );
  api.defaults.adapter = network;
});
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

describe('GETs started early (before the app code arrived)', () => {
  it('when the app makes the same GET, then it gets the early answer and no second request goes out', async () => {
    const fetchStub = answerFetch(200, { from: 'early' });
    vi.stubGlobal('fetch', fetchStub);
    void startEarlyGet('/api/early-1');

    const { data } = await api.get('/api/early-1');

    expect(data).toEqual({ from: 'early' });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(network).not.toHaveBeenCalled();
  });

  it('when the same GET is made a second time, then that one goes to the network (an answer serves once)', async () => {
    vi.stubGlobal('fetch', answerFetch(200, { from: 'early' }));
    void startEarlyGet('/api/early-2');

    await api.get('/api/early-2');
    const { data } = await api.get('/api/early-2');

    expect(data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('when the early answer is an error status, then the caller gets the same ApiError as from the network', async () => {
    vi.stubGlobal('fetch', answerFetch(404, { error: 'Deck não encontrado.' }));
    void startEarlyGet('/api/early-3');

    const error = await api.get('/api/early-3').catch((e: unknown) => e);

    expect(isApiError(error) && { status: error.status, message: error.serverMessage }).toEqual({
      status: 404,
      message: 'Deck não encontrado.',
    });
  });

  it('when the early request failed on the network, then the caller asks the network itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    void startEarlyGet('/api/early-4');

    const { data } = await api.get('/api/early-4');

    expect(data).toEqual({ from: 'network' });
  });

  it('when the caller aborts while the early answer is on its way, then it is cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void startEarlyGet('/api/early-5');
    const controller = new AbortController();

    const pending = api.get('/api/early-5', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();

    const error = await pending;
    expect(isApiError(error) && error.message).toBe('canceled');
  });

  it('when a POST goes to a path with an early GET, then the POST is sent and the GET answer stays for its GET', async () => {
    vi.stubGlobal('fetch', answerFetch(200, { from: 'early' }));
    void startEarlyGet('/api/early-6');
    network.mockImplementationOnce(
      async (config) => ({ data: '{"posted":true}', status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse,
    );
    document.cookie = 'XSRF-TOKEN=t';

    expect((await api.post('/api/early-6', {})).data).toEqual({ posted: true });
    expect((await api.get('/api/early-6')).data).toEqual({ from: 'early' });
  });
});
