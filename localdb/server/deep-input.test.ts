import { startLocalDb, type LocalDb } from '../index.ts';
import { RawClient, unsignedJwt } from '../test/raw-client.ts';

// Issue 21: 10,000 levels of nesting get a clear refusal (REST 400, a WebSocket error answer), never
// a stack overflow answered as an internal error.

const LEVELS = 10_000;
const deepObject = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
const deepArray = '['.repeat(LEVELS) + ']'.repeat(LEVELS);

let server: LocalDb;

async function rest(method: string, path: string, body: string) {
  const response = await fetch(`${server.url}${path}.json?ns=deep-ns`, { method, body, headers: { Authorization: 'Bearer owner' } });
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
});
afterAll(() => server.close());

describe('deeply nested input', () => {
  it('REST PUT, POST and PATCH answer 400 with the limit', async () => {
    for (const [method, body] of [['PUT', deepObject], ['POST', deepArray], ['PATCH', `{"x":${deepObject}}`]] as const) {
      expect(await rest(method, '/deep', body)).toEqual({ status: 400, body: { error: expect.stringMatching(/nested deeper than 32 levels/) as unknown } });
    }
    expect(await rest('PUT', '/deep', '{"ok":true}')).toEqual({ status: 200, body: { ok: true } });
  });

  it('a WebSocket set, update, listen and onDisconnect each get an invalid_data answer; the connection stays usable', async () => {
    const client = await RawClient.connect(server.port, 'deep-ns');
    const frames = [
      { a: 'p', b: `{"p":"/deep","d":${deepObject}}` },
      { a: 'm', b: `{"p":"/deep","d":{"x":${deepArray}}}` },
      { a: 'q', b: `{"p":"/deep","q":${deepObject},"h":""}` },
      { a: 'o', b: `{"p":"/deep","d":${deepObject}}` },
    ];
    for (const [i, frame] of frames.entries()) {
      const r = 100 + i;
      client.sendFrame(`{"t":"d","d":{"r":${r},"a":"${frame.a}","b":${frame.b}}}`);
      const reply = await client.waitFor((m) => m.t === 'd' && m.d.r === r, `the answer to ${frame.a}`);
      expect(reply.d.b).toEqual({ s: 'invalid_data', d: expect.stringMatching(/nested deeper than/) as unknown });
    }
    expect(await client.request('p', { p: '/deep', d: 'still here' })).toEqual({ s: 'ok', d: '' });
    client.close();
  });

  it('a deep control message closes only that connection, with the reason', async () => {
    const client = await RawClient.connect(server.port, 'deep-ns');
    client.sendFrame(`{"t":"c","d":{"t":"p","d":${deepObject}}}`);
    const error = await client.waitFor((m) => m.t === 'c' && (m.d as { t?: string }).t === 'e', 'the error message');
    expect(String(error.d.d)).toMatch(/nested deeper than/);
    await client.closed;
    const other = await RawClient.connect(server.port, 'deep-ns');
    expect(await other.request('g', { p: '/deep', q: {} })).toEqual({ s: 'ok', d: 'still here' });
    other.close();
  });

  it('a token with deeply nested claims is refused with a reason', async () => {
    const client = await RawClient.connect(server.port, 'deep-ns');
    // Built as text: JSON.stringify itself overflows on this nesting.
    const header = unsignedJwt({ sub: 'x' }).split('.')[0];
    const token = `${header}.${Buffer.from(`{"sub":"x","deep":${deepObject}}`).toString('base64url')}.`;
    expect(await client.request('auth', { cred: token })).toMatchObject({ s: 'invalid_token', d: expect.stringMatching(/nested deeper/) as unknown });
    client.close();
  });
});
