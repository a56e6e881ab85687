// npx tsx bench/localdb/query-listens.ts — one client holds 3,000 query listens on a 2,000-child
// node; another client writes under that node and times each write's acknowledgement (the server
// matches and recomputes affected query listens before it acks). Issue 21: this used to stall.
import { startLocalDb } from '../../localdb/index.ts';
import { RawClient } from '../../localdb/test/raw-client.ts';

const CHILDREN = 2_000;
const LISTENS = 3_000;
const WRITES = 40;

const server = await startLocalDb({ port: 0, limits: { maxListens: LISTENS + 10 } });
const ns = 'bench-query-listens';
const seed: Record<string, { score: number; name: string }> = {};
for (let i = 0; i < CHILDREN; i++) seed[`c${String(i).padStart(5, '0')}`] = { score: i % 500, name: `n${i}` };

const listener = await RawClient.connect(server.port, ns);
const writer = await RawClient.connect(server.port, ns);
await writer.request('p', { p: '/items', d: seed });

// A mix of what screens ask for: equality on a child, ranges with limits, first/last windows by key.
for (let i = 0; i < LISTENS; i++) {
  const kind = i % 3;
  const q = kind === 0 ? { i: 'score', sp: i % 500, ep: i % 500 } : kind === 1 ? { i: 'score', sp: i % 500, l: 5, vf: 'l' } : { i: '.key', l: 1 + (i % 50), vf: i % 2 ? 'l' : 'r' };
  const answer = await listener.request('q', { p: '/items', q, t: i + 1, h: '' });
  if (answer.s !== 'ok') throw new Error(`listen ${i} refused: ${JSON.stringify(answer)}`);
}

const times: number[] = [];
for (let w = 0; w < WRITES; w++) {
  const child = `c${String((w * 37) % CHILDREN).padStart(5, '0')}`;
  const started = performance.now();
  const answer = await writer.request('p', { p: `/items/${child}/${w % 2 ? 'score' : 'name'}`, d: w % 2 ? (w * 7) % 500 : `renamed ${w}` });
  times.push(performance.now() - started);
  if (answer.s !== 'ok') throw new Error(`write ${w} refused`);
}
times.sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`${LISTENS} query listens on ${CHILDREN} children, ${WRITES} writes under the node: ack p50 ${pick(0.5)} ms, p90 ${pick(0.9)} ms, max ${pick(1)} ms`);
listener.close();
writer.close();
await server.close();
