// Runs the `firebase-server` npm package (with its own firebase@8, installed apart in
// bench/localdb-firebase-server) in its own process, for comparison.
import { createRequire } from 'node:module';
import { answerMemoryQuestions, send } from './ipc.ts';

interface FirebaseServer {
  getPort(): number;
  close(callback?: () => void): Promise<void>;
}

const require = createRequire(new URL('../localdb-firebase-server/package.json', import.meta.url));
const FirebaseServerClass = require('firebase-server') as new (options: { port: number; address: string }, name: string) => FirebaseServer;
const server = new FirebaseServerClass({ port: 0, address: '127.0.0.1' }, 'bench');
await new Promise((resolve) => setTimeout(resolve, 200));
answerMemoryQuestions(() => server.close());
send({ type: 'ready', port: server.getPort() });
