// A Realtime Database over REST: the hosted one (with the organiser's ID token, `auth=`) or the
// venue's local one (with the admin token). Network failures surface as LinkDownError.
import { pinnedFetch, type PinnedAnswer } from './pinned-fetch.ts';

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
    /** The venue's own certificate (`--tls`): accepted for this database and no other. */
    private readonly pinnedCert?: Buffer,
  ) {
    this.base = new URL(databaseUrl);
  }

  async get(path: string): Promise<unknown> {
    return this.call('GET', path);
  }

  async put(path: string, value: unknown): Promise<void> {
    await this.call('PUT', path, value, true);
  }

  /** One atomic multi-path update at the root: `{ "a/b": value, … }` (null deletes). */
  async update(values: Record<string, unknown>): Promise<void> {
    await this.call('PATCH', '', values, true);
  }

  private async call(method: string, path: string, body?: unknown, silent = false): Promise<unknown> {
    const url = new URL(`${this.base.pathname.replace(/\/$/, '')}/${path.replace(/^\//, '')}.json`, this.base);
    url.search = this.base.search;
    const token = await this.token();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token === 'owner') headers.authorization = 'Bearer owner';
    else if (token) url.searchParams.set('auth', token);
    if (silent) url.searchParams.set('print', 'silent');
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let response: PinnedAnswer;
    try {
      if (this.pinnedCert) response = await pinnedFetch(url, { method, headers, body: payload, timeoutMs: this.timeoutMs }, this.pinnedCert);
      else {
        const answer = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(this.timeoutMs) });
        response = { ok: answer.ok, status: answer.status, text: await answer.text() };
      }
    } catch (error) {
      throw new LinkDownError(this.name, error);
    }
    const text = response.text;
    if (!response.ok) throw new Error(`${this.name} refused ${method} /${path}: ${response.status} ${text.slice(0, 200)}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }
}
