import { get, ref, set } from 'firebase/database';
import { startLocalDb, type LocalDb } from '../index.ts';
import { sdkClient, type SdkClient } from '../test/sdk-client.ts';

// Issue 21: keys that name Object.prototype members are ordinary children: the rules see them
// ($other fires), they are part of their parent's value, and they are stored and returned intact.

const RULES = `{
  "rules": {
    "entries": { "$id": { ".read": true, ".write": true, "name": { ".validate": "newData.isString()" }, "$other": { ".validate": false } } },
    "open": { ".read": true, ".write": true }
  }
}`;
const NS = 'keys-ns';
const SPECIAL = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf', 'prototype'];

let server: LocalDb;
let writer: SdkClient;
let reader: SdkClient;

async function rest(method: string, path: string, bodyText?: string) {
  const response = await fetch(`${server.url}${path}.json?ns=${NS}`, { method, body: bodyText });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0, rulesSource: RULES });
  writer = sdkClient(server, { ns: NS });
  reader = sdkClient(server, { ns: NS });
});
afterAll(async () => {
  await Promise.all([writer.close(), reader.close()]);
  await server.close();
});

describe('special key names', () => {
  it.each(SPECIAL)('$other refuses a child named %s, inside a write and written directly', async (key) => {
    const hidden = 'x'.repeat(100_000);
    const entry = `/entries/e-${key}`;
    expect((await rest('PUT', entry, `{"name":"Ann",${JSON.stringify(key)}:${JSON.stringify(hidden)}}`)).status).toBe(401);
    expect((await rest('PUT', `${entry}/${key}`, JSON.stringify(hidden))).status).toBe(401);
    expect((await rest('PATCH', entry, `{${JSON.stringify(key)}:{"a":1}}`)).status).toBe(401);
    expect((await rest('GET', entry)).text).toBe('null');
    expect((await rest('PUT', entry, '{"name":"Ann"}')).status).toBe(200);
  });

  it('stores such children and returns them in their parent value, over REST and the SDK', async () => {
    // Written and read as text: the SDK itself fails on a child named hasOwnProperty.
    const body = `{"plain":1,${SPECIAL.map((key, i) => `${JSON.stringify(key)}:{"n":${i}}`).join(',')}}`;
    expect((await rest('PUT', '/open/o', body)).status).toBe(200);
    const viaParent = JSON.parse((await rest('GET', '/open')).text) as { o: object };
    expect(Object.keys(viaParent.o).sort()).toEqual([...SPECIAL, 'plain'].sort());
    expect((await rest('GET', '/open/o/__proto__/n')).text).toBe('0');

    // An SDK client is sent such children (it cannot write a __proto__ key itself: it drops it).
    await set(ref(writer.db, 'open/p/constructor'), { n: 8 });
    expect((await rest('PATCH', '/open/p', '{"__proto__":{"n":7}}')).status).toBe(200);
    expect(JSON.parse((await rest('GET', '/open/p')).text)).toEqual(JSON.parse('{"__proto__":{"n":7},"constructor":{"n":8}}'));
    const children: [string, unknown][] = [];
    (await get(ref(reader.db, 'open/p'))).forEach((child) => void children.push([child.key!, child.child('n').val()]));
    expect(children).toEqual([['__proto__', 7], ['constructor', 8]]);
  });
});
