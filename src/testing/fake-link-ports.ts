// A tablet's link ports over the fake tree: writes land in it, onDisconnect is noted, and the probe answers
// at once unless a test stalls the "server" (screen tests of the judge's badge and the device record).
import type { TreeUpdate } from '../domain/tree-update';
import type { LinkPorts } from '../data/judging/tablet-link';

export class FakeLinkPorts implements LinkPorts {
  stalled = false;
  readonly armed: Array<{ path: string; patch: Record<string, unknown> }> = [];
  private held: Array<() => void> = [];

  constructor(private readonly writer: { update(patch: TreeUpdate): Promise<void> }) {}

  write(patch: TreeUpdate): Promise<void> {
    return this.writer.update(patch);
  }
  armDisconnect(path: string, patch: Record<string, unknown>): Promise<void> {
    this.armed.push({ path, patch });
    return Promise.resolve();
  }
  probe(): Promise<void> {
    return this.stalled ? new Promise((resolve) => this.held.push(resolve)) : Promise.resolve();
  }
  reconnect(): void {}
  resume(): void {
    this.stalled = false;
    this.held.splice(0).forEach((answer) => answer());
  }
}
