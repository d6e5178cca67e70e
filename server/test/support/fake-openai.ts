import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pcm16ToWav } from '../../src/tts/wav.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** How the fake answers: normally, with a 500, or never (to exercise the client's timeout). */
export type FakeMode = 'ok' | 'error500' | 'hang';

export interface FakeOpenAi {
  /** Value for OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  chatMode: FakeMode;
  /** While set, chat completions wait for it before answering. */
  chatGate?: Promise<void>;
  speechMode: FakeMode;
  /** The assistant text returned by Chat Completions. */
  reply: string;
  close(): Promise<void>;
}

/** One second of a 440 Hz tone at 24 kHz: real, playable, non-silent WAV bytes. */
export function toneWav(seconds = 1, sampleRate = 24_000): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 12_000);
  return pcm16ToWav(samples, sampleRate);
}

/**
 * A local HTTP server speaking the parts of the OpenAI API we use (Chat Completions and audio/speech),
 * so the real `openai` client is exercised end to end without the network.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sockets = new Set<Socket>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    apiKey: 'sk-test-fake',
    requests: [],
    chatMode: 'ok',
    speechMode: 'ok',
    reply: 'Para a matrícula você precisa de **documentos apostilados**.',
    close: async () => undefined,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = (req.url ?? '').replace(/\?.*$/, '');
      fake.requests.push({ method: req.method ?? '', path, headers: req.headers, body });

      if (req.headers.authorization !== `Bearer ${fake.apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
        return;
      }
      const mode = path.endsWith('/chat/completions') ? fake.chatMode : fake.speechMode;
      if (mode === 'hang') return; // never answers; the client must give up on its own
      // A test holds the model's answer until something else happened meanwhile (a staff reply racing the turn).
      if (path.endsWith('/chat/completions') && fake.chatGate) {
        void fake.chatGate.then(() => answer(req, res, path, body, mode));
        return;
      }
      answer(req, res, path, body, mode);
    });
  });

  function answer(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Record<string, unknown>, mode: FakeMode) {
    {
      if (mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }));
        return;
      }
      if (req.method === 'POST' && path.endsWith('/chat/completions')) {
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${fake.requests.length}` });
        res.end(
          JSON.stringify({
            id: `chatcmpl-fake-${fake.requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: fake.reply, refusal: null }, logprobs: null, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
        return;
      }
      if (req.method === 'POST' && path.endsWith('/audio/speech')) {
        const wav = toneWav();
        res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
        res.end(wav);
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } }));
    }
  }
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/** A pino destination that keeps parsed log lines, to assert that failures are logged. */
export function captureLogs() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  };
}
