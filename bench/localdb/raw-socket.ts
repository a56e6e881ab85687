import WebSocket from 'ws';

/** Opens a protocol connection and waits for the server's hello (or the first frame, for servers without one). */
export function openRaw(port: number, ns: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`, { perMessageDeflate: false });
    ws.once('message', () => resolve(ws));
    ws.once('error', reject);
  });
}

export function request(r: number, action: string, body: unknown): string {
  return JSON.stringify({ t: 'd', d: { r, a: action, b: body } });
}
