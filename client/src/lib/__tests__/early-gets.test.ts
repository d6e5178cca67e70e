// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, isApiError } from '@/lib/api-client';
import { startEarlyGet } from '@/lib/early-requests';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch: the early GET is its first call; what the client asks afterwards comes from `network`. */
function stubFetch(early: () => Promise<Response>, network = async () => json(200, { from: 'network' })) {
  const calls: { url: string; method: string }[] = [];
  const fetchStub = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    return calls.length === 1 ? early() : network();
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GETs started early (before the app code arrived)', () => {
  it('when the app makes the same GET, then it gets the early answer and no second request goes out', async () => {
    const calls = stubFetch(async () => json(200, { from: 'early' }));
    void startEarlyGet('/api/early-1');

    const { data } = await api.get('/api/early-1');

    expect(data).toEqual({ from: 'early' });
    expect(calls).toHaveLength(1);
  });

  it('when the same GET is made a second time, then that one goes to the network (an answer serves once)', async () => {
    const calls = stubFetch(async () => json(200, { from: 'early' }));
    void startEarlyGet('/api/early-2');

    await api.get('/api/early-2');
    const { data } = await api.get('/api/early-2');

    expect(data).toEqual({ from: 'network' });
    expect(calls.map((c) => c.url)).toEqual(['/api/early-2', '/api/early-2']);
  });

  it('when the early answer is an error status, then the caller gets the same ApiError as from the network', async () => {
    stubFetch(async () => json(404, { error: 'Deck não encontrado.' }));
    void startEarlyGet('/api/early-3');

    const error = await api.get('/api/early-3').catch((e: unknown) => e);

    expect(isApiError(error) && { status: error.status, message: error.serverMessage }).toEqual({
      status: 404,
      message: 'Deck não encontrado.',
    });
  });

  it('when the early request failed on the network, then the caller asks the network itself', async () => {
    const calls = stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    void startEarlyGet('/api/early-4');

    const { data } = await api.get('/api/early-4');

    expect(data).toEqual({ from: 'network' });
    expect(calls).toHaveLength(2);
  });

  it('when the caller aborts while the early answer is on its way, then the call ends as aborted, not as a failure', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    void startEarlyGet('/api/early-5');
    const controller = new AbortController();

    const pending = api.get('/api/early-5', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();

    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('when a change is sent before the early GET was claimed, then the POST goes out and the GET after it asks the network (the early answer predates the change)', async () => {
    const calls = stubFetch(
      async () => json(200, { from: 'early' }),
      async () => json(200, { from: 'network' }),
    );
    void startEarlyGet('/api/early-6');
    document.cookie = 'XSRF-TOKEN=t';

    expect((await api.post('/api/early-6', {})).data).toEqual({ from: 'network' });
    expect((await api.get('/api/early-6')).data).toEqual({ from: 'network' });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('when the GET has a query string, then only an early GET of that exact path and query answers it', async () => {
    const calls = stubFetch(async () => json(200, { from: 'early' }));
    void startEarlyGet('/api/early-7?pagina=2');

    expect((await api.get('/api/early-7', { params: { pagina: 1 } })).data).toEqual({ from: 'network' });
    expect((await api.get('/api/early-7', { params: { pagina: 2 } })).data).toEqual({ from: 'early' });
    expect(calls.map((c) => c.url)).toEqual(['/api/early-7?pagina=2', '/api/early-7?pagina=1']);
  });
});
