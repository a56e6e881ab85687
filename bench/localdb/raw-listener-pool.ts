// A process holding many bare protocol connections that listen to one path: measures the server's
// own fan-out, without the SDK's per-event cost on the client side.
// Usage: raw-listener-pool.ts <port> <namespace> <connections> <path>
import type WebSocket from 'ws';
import { preciseNow, send, type DriverMessage } from './ipc.ts';
import { openRaw, request } from './raw-socket.ts';

const [port, ns, count, path] = [Number(process.argv[2]), process.argv[3], Number(process.argv[4]), process.argv[5]];
let latencies: number[] = [];
const sockets: WebSocket[] = [];

for (let i = 0; i < count; i += 50) {
  const batch = await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => openRaw(port, ns)));
  sockets.push(...batch);
}
await Promise.all(
  sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        ws.on('message', (data) => {
          const text = data.toString();
          if (text.includes('"r":1,')) return resolve();
          const at = /"t":(\d+(?:\.\d+)?)/.exec(text);
          if (at && text.includes('"a":"d"')) latencies.push(preciseNow() - Number(at[1]));
        });
        ws.send(request(1, 'q', { p: '/' + path, h: '' }));
      }),
  ),
);
send({ type: 'ready' });

process.on('message', (message: DriverMessage) => {
  if (message.type === 'report') {
    send({ type: 'latencies', values: latencies });
    latencies = [];
  }
  if (message.type === 'exit') {
    sockets.forEach((ws) => ws.terminate());
    process.exit(0);
  }
});
