import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalDb, type LocalDb } from '../index.ts';

// A venue laptop serves on one address (`--host`); the server must not answer on any other.
const servers: LocalDb[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the address the server binds to', () => {
  it('answers on the address given and on no other', async () => {
    const server = await startLocalDb({ port: 0, host: '127.0.0.2' });
    servers.push(server);
    expect(server.url).toBe(`http://127.0.0.2:${server.port}`);
    expect(await connects('127.0.0.2', server.port)).toBe(true);
    expect(await connects('127.0.0.1', server.port)).toBe(false);
  });

  it('listens on 127.0.0.1 alone by default', async () => {
    const server = await startLocalDb({ port: 0 });
    servers.push(server);
    expect(await connects('127.0.0.1', server.port)).toBe(true);
    expect(await connects('127.0.0.3', server.port)).toBe(false);
  });
});
