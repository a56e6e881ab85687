import { startLocalDb, type LocalDb } from '../index.ts';

// Issue 21: REST GET shows array-like data as an array, as Firebase does: every key an index and
// more than half of the indices up to the largest present (gaps are null).

let server: LocalDb;

async function putThenGet(value: unknown, params = ''): Promise<unknown> {
  const url = (query: string) => `${server.url}/list.json?ns=arrays-ns${query}`;
  const headers = { Authorization: 'Bearer owner' };
  await fetch(url(''), { method: 'PUT', headers, body: JSON.stringify(value) });
  return (await fetch(url(params), { headers })).json();
}

beforeAll(async () => {
  server = await startLocalDb({ port: 0 });
});
afterAll(() => server.close());

describe('REST GET of array-like data', () => {
  it('returns an array written as an array', async () => {
    expect(await putThenGet(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(await putThenGet({ rows: [{ x: 1 }, { x: 2 }] })).toEqual({ rows: [{ x: 1 }, { x: 2 }] });
  });

  it('fills gaps with null while more than half the indices are present', async () => {
    expect(await putThenGet({ 0: 'a', 2: 'c' })).toEqual(['a', null, 'c']);
    expect(await putThenGet({ 1: 'b', 2: 'c', 3: 'd' })).toEqual([null, 'b', 'c', 'd']);
  });

  it('keeps an object when indices are sparse or a key is not an index', async () => {
    expect(await putThenGet({ 0: 'a', 5: 'f' })).toEqual({ 0: 'a', 5: 'f' });
    expect(await putThenGet({ 0: 'a', 1: 'b', x: 'c' })).toEqual({ 0: 'a', 1: 'b', x: 'c' });
    expect(await putThenGet({ '00': 'a', 1: 'b' })).toEqual({ '00': 'a', 1: 'b' });
  });

  it('keeps the export format and shallow answers as objects', async () => {
    expect(await putThenGet(['a', 'b'], '&format=export')).toEqual({ 0: 'a', 1: 'b' });
    expect(await putThenGet(['a', { deep: 1 }], '&shallow=true')).toEqual({ 0: 'a', 1: true });
  });
});
