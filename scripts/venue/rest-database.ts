// A Realtime Database over REST: the hosted one (with the organiser's ID token, `auth=`) or the
// venue's local one (with the admin token). Network failures surface as LinkDownError.

export class LinkDownError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'LinkDownError';
  }
}

export class RestDatabase {
  private readonly base: URL;

  /** `token`: called before each request (the organiser's token may be renewed); `admin` sends "Bearer owner" (local only). */
  constructor(
    readonly name: string,
    databaseUrl: string,
    private readonly token: () => Promise<string | null>,
    private readonly timeoutMs = 5_000,
  ) {
    this.base = new URL(databaseUrl);
  }

  async get(path: string): Promise<unknown> {
    return this.call('GET', path);
  }

  async put(path: string, value: unknown): Promise<void> {
    await this.call('PUT', path, value, true);
  }

  private async call(method: string, path: string, body?: unknown, silent = false): Promise<unknown> {
    const url = new URL(`${this.base.pathname.replace(/\/$/, '')}/${path.replace(/^\//, '')}.json`, this.base);
    url.search = this.base.search;
    const token = await this.token();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token === 'owner') headers.authorization = 'Bearer owner';
    else if (token) url.searchParams.set('auth', token);
    if (silent) url.searchParams.set('print', 'silent');
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new LinkDownError(this.name, error);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${this.name} refused ${method} /${path}: ${response.status} ${text.slice(0, 200)}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }
}
