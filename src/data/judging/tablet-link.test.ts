import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TreeUpdate } from '../../domain/tree-update';
import { LINK_TIMING, type LinkPorts, TabletLink } from './tablet-link';

const SERVER_TIME = { '.sv': 'timestamp' };

/** Ports that record every call; the probe answers at once unless the server is "stalled". */
class FakePorts implements LinkPorts {
  writes: TreeUpdate[] = [];
  armed: Array<{ path: string; patch: Record<string, unknown> }> = [];
  reconnects = 0;
  stalled = false;
  private held: Array<() => void> = [];
  write(patch: TreeUpdate): Promise<void> {
    this.writes.push(patch);
    return Promise.resolve();
  }
  armDisconnect(path: string, patch: Record<string, unknown>): Promise<void> {
    this.armed.push({ path, patch });
    return Promise.resolve();
  }
  probe(): Promise<void> {
    return this.stalled ? new Promise((resolve) => this.held.push(resolve)) : Promise.resolve();
  }
  reconnect(): void {
    this.reconnects += 1;
  }
  resume(): void {
    this.stalled = false;
    this.held.splice(0).forEach((answer) => answer());
  }
}

let ports: FakePorts;
let link: TabletLink;

beforeEach(() => {
  vi.useFakeTimers();
  ports = new FakePorts();
  link = new TabletLink(ports, 'j1', 'tablet-1', '1.2.3', LINK_TIMING, () => Date.now());
  link.start();
});
afterEach(() => {
  link.stop();
  vi.useRealTimers();
});

describe('TabletLink', () => {
  it('is offline until the database is connected; on connect writes the whole record, then arms onDisconnect', async () => {
    expect(link.getSnapshot().online).toBe(false);
    link.setScreen({ eventName: 'Gold', roundNumber: 2, heat: 7 });
    link.setConnected(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(link.getSnapshot().online).toBe(true);
    expect(ports.armed).toEqual([{ path: 'judgeDevices/j1', patch: { connected: false } }]);
    expect(ports.writes).toEqual([
      { 'judgeDevices/j1': { device: 'tablet-1', connected: true, lastContact: SERVER_TIME, marksWaiting: 0, appVersion: '1.2.3', eventName: 'Gold', roundNumber: 2, heat: 7 } },
    ]);
  });

  it('refreshes the last contact every 15 s while connected, and not while disconnected', async () => {
    link.setConnected(true);
    await vi.advanceTimersByTimeAsync(0);
    ports.writes = [];
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ports.writes).toEqual([{ 'judgeDevices/j1/lastContact': SERVER_TIME, 'judgeDevices/j1/marksWaiting': 0 }]);
    link.setConnected(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ports.writes).toHaveLength(1);
  });

  it('reports waiting marks when they change, merging changes within a second into one write of the last count', async () => {
    link.setConnected(true);
    await vi.advanceTimersByTimeAsync(1_000);
    ports.writes = [];
    link.setWaiting(1);
    link.setWaiting(2);
    await vi.advanceTimersByTimeAsync(0);
    link.setWaiting(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ports.writes.map((w) => w['judgeDevices/j1/marksWaiting'])).toEqual([2, 0]);
  });

  it('goes offline within 5 s of a server that stops answering, reconnects after 8 s, and is back when it answers', async () => {
    const seen: boolean[] = [];
    link.subscribe(() => seen.push(link.getSnapshot().online));
    link.setConnected(true);
    await vi.advanceTimersByTimeAsync(2_000);
    ports.stalled = true;
    // The probe at 4 s is the first to go unanswered; 2.5 s later the tablet says Offline.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(link.getSnapshot().online).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(link.getSnapshot().online).toBe(false);
    expect(ports.reconnects).toBe(0);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(ports.reconnects).toBe(1);
    ports.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(link.getSnapshot().online).toBe(true);
    expect(seen).toEqual([true, false, true]);
  });

  it('is offline at once when the connection drops, whatever the probe says', async () => {
    link.setConnected(true);
    await vi.advanceTimersByTimeAsync(2_000);
    link.setConnected(false);
    expect(link.getSnapshot().online).toBe(false);
  });
});
