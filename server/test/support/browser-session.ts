/**
 * A browser tab for tests against real listening servers (child processes, several instances): one cookie jar
 * shared by every base URL it talks to — as behind a load balancer, where each request may land on another
 * instance — the app's Origin on every request and the XSRF cookie echoed in X-XSRF-TOKEN like the app client does.
 */
export interface BrowserResponse {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
  headers: Headers;
}

export class BrowserSession {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly origin: string,
    /** Extra headers on every request (e.g. X-Forwarded-For to look like one client behind the proxy). */
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get xsrf(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  /** `name=value; …` for a Cookie header (also what a socket.io client sends). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    baseUrl: string,
    method: string,
    path: string,
    body?: unknown,
    /** Override or, with `undefined`, drop a header the session would send (Origin, X-XSRF-TOKEN, Cookie…). */
    headers: Record<string, string | undefined> = {},
  ): Promise<BrowserResponse> {
    const all: Record<string, string | undefined> = { Origin: this.origin, ...this.defaultHeaders };
    if (this.cookies.size > 0) all.Cookie = this.cookieHeader();
    if (method !== 'GET' && this.xsrf) all['X-XSRF-TOKEN'] = this.xsrf;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      all['Content-Type'] = 'application/json';
    }
    const sent: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...all, ...headers })) if (value !== undefined) sent[key] = value;
    const res = await fetch(`${baseUrl}${path}`, { method, headers: sent, body: payload });
    const setCookies = res.headers.getSetCookie();
    this.remember(setCookies);
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { raw: text };
    }
    return { status: res.status, body: parsed, setCookies, headers: res.headers };
  }

  get(baseUrl: string, path: string, headers?: Record<string, string | undefined>) {
    return this.request(baseUrl, 'GET', path, undefined, headers);
  }

  /** A state-changing request; fetches the CSRF cookie first, like the app's api-client on a fresh page. */
  async post(baseUrl: string, path: string, body: unknown = {}, headers?: Record<string, string | undefined>) {
    if (!this.xsrf) await this.get(baseUrl, '/api/csrf');
    return this.request(baseUrl, 'POST', path, body, headers);
  }

  async login(baseUrl: string, email: string, password: string) {
    const res = await this.post(baseUrl, '/api/login', { email, password });
    if (res.status !== 200) throw new Error(`login de ${email} falhou: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; role: string; email: string };
  }
}
