// Runs the local database in its own process so its memory and CPU are measured apart from the clients.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalDb } from '../../localdb/index.ts';
import { answerMemoryQuestions, send } from './ipc.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'localdb-bench-'));
const server = await startLocalDb({ port: 0, dataDir });
answerMemoryQuestions(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
send({ type: 'ready', port: server.port });
