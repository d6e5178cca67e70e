import request from 'supertest';
import type { Express } from 'express';
import type { SessionUser } from '@app/contracts';
import { APP_ORIGIN } from './test-app.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A browser-like HTTP client for supertest: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN
 * and sends the app's Origin on state-changing requests, as the real client does.
 */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf: string | undefined;

  constructor(readonly app: Express) {
    this.agent = request.agent(app);
  }

  private remember(res: request.Response) {
    const cookies = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const cookie of cookies ?? []) {
      const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
      if (match) this.xsrf = decodeURIComponent(match[1]!);
    }
    return res;
  }

  /** Obtains the CSRF cookie like a freshly loaded page does. */
  async prime(): Promise<this> {
    if (!this.xsrf) this.remember(await this.agent.get('/api/csrf'));
    return this;
  }

  async send(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'get') await this.prime();
    let req = this.agent[method](url).set('Origin', APP_ORIGIN);
    if (method !== 'get' && this.xsrf) req = req.set('X-XSRF-TOKEN', this.xsrf);
    for (const [key, value] of Object.entries(headers)) req = req.set(key, value);
    if (body !== undefined) req = req.send(body as object);
    return this.remember(await req);
  }

  get(url: string, headers?: Record<string, string>) {
    return this.send('get', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.send('post', url, body ?? {}, headers);
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.send('put', url, body ?? {}, headers);
  }
  patch(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.send('patch', url, body ?? {}, headers);
  }
  /** A DELETE, with a JSON body when given (account deletion sends the password). */
  delete(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.send('delete', url, body, headers);
  }

  async login(email: string, password: string): Promise<SessionUser> {
    const res = await this.post('/api/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as SessionUser;
  }
}

/** Reads any response body as raw bytes (supertest would try to parse audio or a download otherwise). */
export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
