// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_ERROR } from '@app/contracts';
import { api, isApiError } from '@/lib/api-client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
  keepalive: boolean | undefined;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Records what the client sends and answers each request with the next of `answers` (the last one repeats). */
function stubFetch(...answers: ((sent: Sent) => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const request: Sent = { url: String(url), method: init?.method ?? 'GET', headers: { ...(init?.headers as Record<string, string>) }, body: init?.body, signal: init?.signal, keepalive: init?.keepalive };
      sent.push(request);
      return answers[Math.min(sent.length, answers.length) - 1]!(request);
    }),
  );
  return sent;
}

const clearCookie = () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

beforeEach(clearCookie);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCookie();
});

describe('the HTTP client', () => {
  it('when a JSON body is posted, then it is sent as JSON with the XSRF cookie copied to its header', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    const sent = stubFetch(() => json(201, { id: 3 }));

    const response = await api.post('/api/decks', { name: 'Anatomia' });

    expect(response).toMatchObject({ status: 201, data: { id: 3 } });
    expect(sent[0]).toMatchObject({
      url: '/api/decks',
      method: 'POST',
      body: '{"name":"Anatomia"}',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'abc=' },
    });
  });

  it('when a request must outlive the page, then it is sent with keepalive, and others without', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const sent = stubFetch(() => json(200, { ok: true }));

    await api.post('/api/flashcards/1/2/respostas', { resposta: 'bom' }, { keepalive: true });
    await api.post('/api/decks', { name: 'Anatomia' });

    expect(sent.map((request) => request.keepalive)).toEqual([true, undefined]);
  });

  it('when a form is posted, then it goes as it is, with no JSON content type', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const sent = stubFetch(() => json(200, { ok: true }));
    const form = new FormData();
    form.append('arquivo', new Blob(['frente;verso']), 'cards.csv');

    await api.post('/api/flashcards/importar/1', form, { params: { previa: '1' } });

    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(sent[0]!.url).toBe('/api/flashcards/importar/1?previa=1');
  });

  it('when params hold empty values, then they are left out of the query string', async () => {
    const sent = stubFetch(() => json(200, []));

    await api.get('/api/arquivos', { params: { userId: 7, busca: undefined, origem: null, ativo: false } });

    expect(sent[0]!.url).toBe('/api/arquivos?userId=7&ativo=false');
  });

  it('when a page posts before any GET gave it a token, then it fetches the token first', async () => {
    const sent = stubFetch(
      () => {
        document.cookie = 'XSRF-TOKEN=fresh';
        return json(200, { csrfToken: 'fresh' });
      },
      () => json(200, { ok: true }),
    );

    await api.post('/api/login', { email: 'a@b.c', password: 'x' });

    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/csrf', 'POST /api/login']);
    expect(sent[1]!.headers['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('when the token answer has sent its headers but not its end, then the POST waits for the end (the session is stored by then)', async () => {
    let finishBody!: () => void;
    const sent = stubFetch(
      () => {
        document.cookie = 'XSRF-TOKEN=fresh';
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"csrfToken":'));
            finishBody = () => {
              controller.enqueue(new TextEncoder().encode('"fresh"}'));
              controller.close();
            };
          },
        });
        return new Response(body, { status: 200 });
      },
      () => json(200, { ok: true }),
    );

    const posting = api.post('/api/login', { email: 'a@b.c', password: 'x' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);

    finishBody();
    await posting;
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/csrf', 'POST /api/login']);
  });

  it('when the server refuses a stale CSRF token, then a new token is fetched and the request sent once more', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const sent = stubFetch(
      () => json(403, { error: CSRF_ERROR }),
      () => {
        document.cookie = 'XSRF-TOKEN=new';
        return json(200, {});
      },
      () => json(200, { saved: true }),
    );

    const { data } = await api.put('/api/usuario/whatsapp', { whatsapp: '5511999998888' });

    expect(data).toEqual({ saved: true });
    expect(sent.map((s) => [s.method, s.url, s.headers['X-XSRF-TOKEN']])).toEqual([
      ['PUT', '/api/usuario/whatsapp', 'stale'],
      ['GET', '/api/csrf', undefined],
      ['PUT', '/api/usuario/whatsapp', 'new'],
    ]);
  });

  it('when the CSRF refusal repeats after the retry, then the caller gets it instead of a loop', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const sent = stubFetch(() => json(403, { error: CSRF_ERROR }));

    const error = await api.delete('/api/decks/1').catch((e: unknown) => e);

    expect(isApiError(error) && [error.status, error.serverMessage]).toEqual([403, CSRF_ERROR]);
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(2);
  });

  it('when the server answers an error, then the ApiError carries its status, its message and the whole body', async () => {
    stubFetch(() => json(409, { error: 'Outra pessoa moveu este cartão.', atual: { versao: 2 } }));

    const error = await api.get('/api/funil').catch((e: unknown) => e);

    expect(isApiError(error) && [error.status, error.message, error.serverMessage, error.body]).toEqual([
      409,
      'Outra pessoa moveu este cartão.',
      'Outra pessoa moveu este cartão.',
      { error: 'Outra pessoa moveu este cartão.', atual: { versao: 2 } },
    ]);
  });

  it('when the network fails, then the ApiError has no status and says so in Portuguese', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await api.get('/api/decks').catch((e: unknown) => e);

    expect(isApiError(error) && [error.status, error.serverMessage, error.message]).toEqual([undefined, undefined, expect.stringMatching(/Sem conexão/)]);
  });

  it('when the server takes longer than the timeout, then the request is aborted and the ApiError says it took too long', async () => {
    let aborted = false;
    stubFetch(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal!.addEventListener('abort', () => {
            aborted = true;
            reject(signal!.reason);
          });
        }),
    );

    const error = await api.get('/api/lento', { timeout: 20 }).catch((e: unknown) => e);

    expect(aborted).toBe(true);
    expect(isApiError(error) && error.message).toMatch(/demorou/);
  });

  it('when text or a blob is asked for, then the body comes back as that', async () => {
    stubFetch(
      () => new Response('nome;email\nAna;a@b.c', { status: 200, headers: { 'content-disposition': 'attachment; filename="x.csv"' } }),
      () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'audio/mpeg' } }),
    );

    const text = await api.get('/api/usuario/meus-dados/csv/mensagens', { responseType: 'text' });
    const audio = await api.post('/api/tts', { texto: 'Olá' }, { responseType: 'blob' });

    expect(text.data).toBe('nome;email\nAna;a@b.c');
    expect(text.headers.get('content-disposition')).toContain('x.csv');
    // (jsdom's Blob and the fetch Response's are different classes here, so the shape is checked, not the class)
    expect(audio.data).toMatchObject({ size: 3, type: 'audio/mpeg' });
  });

  it('when a text download is refused, then the error still carries the server’s message', async () => {
    stubFetch(() => json(429, { error: 'Muitas exportações. Tente mais tarde.' }));

    const error = await api.get('/api/usuario/meus-dados', { responseType: 'text' }).catch((e: unknown) => e);

    expect(isApiError(error) && error.serverMessage).toBe('Muitas exportações. Tente mais tarde.');
  });
});
