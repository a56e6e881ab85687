// npx tsx bench/localdb/fairness.ts — one client holding many query listens on a large node must not
// stall another client's unrelated write. Client A (re)subscribes 3,000 query listens on a 2,000-child
// node all at once (what the SDK does on every reconnect) and then writes a burst under that node;
// client B meanwhile writes elsewhere every 20 ms and times each acknowledgement.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startChildServer } from '../../localdb/test/child-server.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const CHILDREN = 2_000;
const LISTENS = 3_000;
const BURST = 40;
const NS = 'bench-fairness';

export interface FairnessResult {
  listensSettledMs: number;
  unrelated: { p50: number; p90: number; max: number; count: number };
}

export async function measureFairness(): Promise<FairnessResult> {
  // The server and the heavy client each run in their own process, so neither's work delays the
  // event loop that times the light client's writes.
  const server = await startChildServer([]);
  const b = await Client.connect(server.port, NS);
  const times: number[] = [];
  let running = true;
  const light = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      const answer = await b.request('p', { p: `/elsewhere/w${i % 10}`, d: i });
      times.push(performance.now() - started);
      if (answer.s !== 'ok') throw new Error('unrelated write refused');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const heavy = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'heavy', String(server.port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  heavy.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise((resolve) => heavy.once('exit', resolve));
  if (code !== 0) throw new Error(`the heavy client failed (${code})`);
  running = false;
  await light;
  b.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  const sorted = [...times].sort((x, y) => x - y);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { listensSettledMs: Number(output.trim()), unrelated: { p50: pick(0.5), p90: pick(0.9), max: pick(1), count: times.length } };
}

/** The heavy client: seeds the node, sends every listen at once, then a burst of writes under it; prints how long the listens took. */
async function heavyClient(port: number): Promise<void> {
  const seed: Record<string, { score: number; name: string }> = {};
  for (let i = 0; i < CHILDREN; i++) seed[`c${String(i).padStart(5, '0')}`] = { score: i % 500, name: `n${i}` };
  const a = await Client.connect(port, NS);
  await a.request('p', { p: '/items', d: seed });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  const listens: Promise<unknown>[] = [];
  for (let i = 0; i < LISTENS; i++) {
    const kind = i % 3;
    const q = kind === 0 ? { i: 'score', sp: i % 500, ep: i % 500 } : kind === 1 ? { i: 'score', sp: i % 500, l: 5, vf: 'l' } : { i: '.key', l: 1 + (i % 50), vf: i % 2 ? 'l' : 'r' };
    listens.push(a.request('q', { p: '/items', q, t: i + 1, h: '' }));
  }
  await Promise.all(listens);
  const settled = performance.now() - started;
  const burst: Promise<unknown>[] = [];
  for (let w = 0; w < BURST; w++) {
    const child = `c${String((w * 37) % CHILDREN).padStart(5, '0')}`;
    burst.push(a.request('p', { p: `/items/${child}/${w % 2 ? 'score' : 'name'}`, d: w % 2 ? (w * 7) % 500 : `renamed ${w}` }));
  }
  await Promise.all(burst);
  await new Promise((resolve) => setTimeout(resolve, 300));
  a.close();
  console.log(settled.toFixed(0));
}

/** A bare protocol client that finds each answer by its request number (no scans, so it stays cheap). */
class Client {
  private next = 1;
  private readonly waiting = new Map<number, (body: { s: string }) => void>();
  private parts: string[] = [];
  private expected = 0;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.frame(data.toString()));
  }

  static connect(port: number, ns: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`, { perMessageDeflate: false });
      ws.once('message', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }

  request(action: string, body: unknown): Promise<{ s: string }> {
    const r = this.next++;
    this.ws.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return new Promise((resolve) => this.waiting.set(r, resolve));
  }

  close(): void {
    this.ws.close();
  }

  private frame(text: string): void {
    if (this.expected === 0 && /^\d+$/.test(text)) {
      this.expected = Number(text);
      return;
    }
    if (this.expected > 0) {
      this.parts.push(text);
      if (this.parts.length < this.expected) return;
      text = this.parts.join('');
      this.parts = [];
      this.expected = 0;
    }
    const message = JSON.parse(text) as { t: string; d: { r?: number; b?: { s: string } } };
    const r = message.d.r;
    if (message.t !== 'd' || r === undefined) return;
    this.waiting.get(r)?.(message.d.b!);
    this.waiting.delete(r);
  }
}

if (process.argv[2] === 'heavy') {
  await heavyClient(Number(process.argv[3]));
  process.exit(0);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureFairness();
  console.log(
    `${LISTENS} query listens sent at once on ${CHILDREN} children (settled in ${r.listensSettledMs.toFixed(0)} ms), then ${BURST} writes under the node; ` +
      `another client's unrelated writes (${r.unrelated.count}): ack p50 ${r.unrelated.p50.toFixed(1)} ms, p90 ${r.unrelated.p90.toFixed(1)} ms, max ${r.unrelated.max.toFixed(1)} ms`,
  );
}
