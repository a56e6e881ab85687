/**
 * Takes the connections' requests in turn, so one client's burst cannot hold up the others.
 * A request runs at once while the current turn has spent less than `budgetMs`; after that each
 * connection's requests wait in its own queue (its order kept) and later turns (setImmediate, so
 * sockets are read in between) take one request per connection round-robin. A reconnecting client
 * that re-sends 3,000 query listens then delays another client's write by about one turn, not by
 * all 3,000 listens (bench/localdb/fairness.ts).
 */
export class FairTurns {
  /** Connections with waiting requests, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<unknown, (() => void)[]>();
  private spent = 0;
  private scheduled = false;

  constructor(private readonly budgetMs = 4) {}

  run(owner: unknown, task: () => void): void {
    const queue = this.queues.get(owner);
    if (queue) queue.push(task);
    else if (this.spent < this.budgetMs) this.timed(task);
    else {
      this.queues.set(owner, [task]);
      this.schedule();
    }
  }

  /** Runs a connection's waiting requests now (it closed: what it sent before closing still counts). */
  finish(owner: unknown): void {
    const queue = this.queues.get(owner);
    this.queues.delete(owner);
    for (const task of queue ?? []) task();
  }

  private timed(task: () => void): void {
    const started = performance.now();
    try {
      task();
    } finally {
      this.spent += performance.now() - started;
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    this.spent = 0;
    if (this.queues.size === 0) return;
    // At least one request per turn, however long the last one took.
    do {
      const [owner, queue] = this.queues.entries().next().value!;
      const task = queue.shift()!;
      // To the back of the line: the next request comes from the next connection.
      this.queues.delete(owner);
      if (queue.length > 0) this.queues.set(owner, queue);
      this.timed(task);
    } while (this.queues.size > 0 && this.spent < this.budgetMs);
    if (this.queues.size > 0) this.schedule();
  }
}
