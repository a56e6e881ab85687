// A process holding many SDK clients that all listen to one path and report delivery latencies.
// Usage: listener-pool.ts <port> <namespace> <clients> <path>
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import { preciseNow, send, type DriverMessage } from './ipc.ts';

for (const name of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy']) delete process.env[name];

const [port, ns, count, path] = [Number(process.argv[2]), process.argv[3], Number(process.argv[4]), process.argv[5]];
const apps: FirebaseApp[] = [];
let latencies: number[] = [];
let initialised = 0;

for (let i = 0; i < count; i++) {
  const app = initializeApp({ projectId: 'bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` }, `listener-${process.pid}-${i}`);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  apps.push(app);
  let first = true;
  onValue(ref(db, path), (snap) => {
    const value = snap.val() as { t?: number } | null;
    if (first) {
      first = false;
      if (++initialised === count) send({ type: 'ready' });
      return;
    }
    if (value?.t !== undefined) latencies.push(preciseNow() - value.t);
  });
}

process.on('message', (message: DriverMessage) => {
  if (message.type === 'report') {
    send({ type: 'latencies', values: latencies });
    latencies = [];
  }
  if (message.type === 'exit') void Promise.all(apps.map((a) => deleteApp(a))).then(() => process.exit(0));
});
