/** A logged-in browser for the bench: fetches the CSRF cookie, logs in, keeps the cookies. */
export class BenchSession {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly origin: string,
  ) {}

  private take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }

  /** Uses a session created elsewhere (e.g. written straight into the store by the bench). */
  adopt(name: string, value: string, xsrf?: string): this {
    this.cookies.set(name, value);
    if (xsrf) this.cookies.set('XSRF-TOKEN', encodeURIComponent(xsrf));
    return this;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get xsrf(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  /**
   * Sends a request and reads the whole body: express-session saves a new session while the body's last
   * bytes are held back, so a caller that moves on after the headers could race the save.
   */
  async request(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/csrf');
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Cookie: this.cookieHeader,
        Origin: this.origin,
        ...(method !== 'GET' ? { 'X-XSRF-TOKEN': this.xsrf } : {}),
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    this.take(res);
    return { status: res.status, text: await res.text() };
  }

  async login(email: string, password: string): Promise<void> {
    const res = await this.request('POST', '/api/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  }
}
