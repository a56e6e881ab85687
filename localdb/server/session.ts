import { Action, Push, Status, type StatusCode } from '../protocol/constants.ts';
import { FrameAssembler, splitOutbound } from '../protocol/framing.ts';
import type { JsonValue } from '../protocol/json.ts';
import { decodeClientMessage, PONG_FRAME, pushFrame, replyFrame, type ClientMessage } from '../protocol/messages.ts';
import { pathToString } from '../tree/path.ts';
import { ANONYMOUS, type Caller } from './caller.ts';
import type { Database, Outcome } from './database.ts';
import { NEXT_TURN, type TurnScheduler } from './fair-turns.ts';
import type { DataPush, Listen, ListenSink, PendingPushes } from './listen-registry.ts';
import type { Namespace } from './namespace.ts';
import { listenKey } from './listen-key.ts';
import { OnDisconnectQueue } from './on-disconnect-queue.ts';
import { runOnDisconnect } from './session-writes.ts';
import { handleRequest } from './session-requests.ts';

/** The socket under a session; the `ws` adapter implements it, tests can too. */
export interface Connection {
  send(text: string): void;
  close(code: number, reason: string): void;
  readonly bufferedAmount: number;
  /** Optional: gather the frames sent until `uncork` into one socket write. */
  cork?(): void;
  uncork?(): void;
}

export interface SessionLimits {
  /** Largest client message after joining its frames. */
  maxMessageChars: number;
  maxListens: number;
  maxOnDisconnect: number;
  /** A client that stops reading is dropped once this much output waits for it. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: SessionLimits = {
  maxMessageChars: 16 * 1024 * 1024,
  maxListens: 10_000,
  maxOnDisconnect: 10_000,
  maxBufferedBytes: 64 * 1024 * 1024,
};

/** Close codes (RFC 6455) for clients that break the protocol. */
export const CloseCode = { policy: 1008, tooBig: 1009, internal: 1011 } as const;

/** Longest slice of push computation for one connection before other connections get a turn. */
const PUSH_SLICE_MS = 2;

/** Output waiting behind a write ack: a text (null until the write is durable) or a deferred request. */
type Held = { text: string | null; chars: number } | { run: () => void; chars: number };

/**
 * One client connection to one namespace. Requests take effect in arrival order. A write takes
 * effect when its log record is durable (the tree changes only then), so a request other than a
 * write that arrives behind an unacknowledged write of this connection is deferred until that
 * ack, and sees the write (read-your-writes); writes themselves pipeline. Data pushes are sent
 * at commit time, in commit order, so they never wait behind an ack.
 */
export class Session implements ListenSink {
  caller: Caller = ANONYMOUS;
  readonly listens = new Map<string, Listen>();
  readonly onDisconnect: OnDisconnectQueue;
  private readonly assembler: FrameAssembler;
  private open = true;
  /** Output and requests held behind a write ack that waits for the log sync; see submitWrite. */
  private held: Held[] = [];
  private heldChars = 0;
  private deferredRequests = 0;
  /** While a deferred request runs, its output goes here, then to the front of `held`. */
  private capture: Held[] | null = null;
  /**
   * Output behind a write's pushes that are still being computed (fanout.ts), in commit order: the
   * pushes go out when computed, in slices taking turns with other connections, then what followed.
   */
  private outbox: (string | PendingPushes)[] = [];
  private outboxChars = 0;
  private draining = false;
  /** This session's push work takes turns apart from its requests. */
  private readonly pushTurn = {};

  constructor(
    readonly id: string,
    readonly ns: Namespace,
    readonly db: Database,
    private readonly connection: Connection,
    readonly limits: SessionLimits,
    private readonly turns: TurnScheduler = NEXT_TURN,
  ) {
    this.assembler = new FrameAssembler(limits.maxMessageChars);
    this.onDisconnect = new OnDisconnectQueue(limits.maxOnDisconnect);
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** One WebSocket text frame from the client. */
  receive(frame: string): void {
    if (!this.open) return;
    const assembled = this.assembler.push(frame);
    if (assembled.kind === 'pending') return;
    if (assembled.kind === 'error') return this.abort(CloseCode.tooBig, assembled.reason);
    let message: ClientMessage;
    try {
      message = decodeClientMessage(assembled.text);
    } catch (error) {
      return this.abort(CloseCode.policy, `malformed message: ${(error as Error).message}`);
    }
    if (message.kind === 'control') {
      if (message.type === 'p') this.send(PONG_FRAME);
      return;
    }
    if (message.kind === 'refused') return this.reply(message.r, Status.invalidData, message.reason);
    const { r, action, body } = message;
    const isWrite = action === Action.put || action === Action.merge;
    if (this.capture === null && this.held.length > 0 && (!isWrite || this.deferredRequests > 0)) {
      this.deferredRequests++;
      this.hold({ run: () => handleRequest(this, r, action, body), chars: assembled.text.length });
      return;
    }
    handleRequest(this, r, action, body);
  }

  /** Pushes leave at once: they are produced in commit order, after the tree changed. */
  deliver(push: DataPush): void {
    if (this.open) this.transmit(push.frame);
  }

  /** A write's pushes, computed when this session's turn comes; everything sent after waits behind them. */
  enqueue(pending: PendingPushes): void {
    if (!this.open) return;
    this.outbox.push(pending);
    this.scheduleDrain();
  }

  revoke(listen: Listen): void {
    this.listens.delete(listenKey(listen.path, listen.tag));
    this.ns.listens.remove(listen);
    // `q` must be an array of query objects: the client joins their unique keys into the listen id.
    const p = pathToString(listen.path);
    this.send(pushFrame(Push.listenRevoked, JSON.stringify(listen.tag === null ? { p } : { p, q: [listen.wireQuery] })));
  }

  reply(r: number | null, status: StatusCode, data: JsonValue): void {
    if (r !== null) this.send(replyFrame(r, status, data));
  }

  replyOk(r: number | null, data: JsonValue = ''): void {
    this.reply(r, Status.ok, data);
  }

  /**
   * Runs a write for request `r` and answers once it is durable. Everything this session is sent
   * after the write (pushes of later writes included) waits behind that answer: the SDK assumes
   * its write was acked before it sees any write committed after it, and re-bases pending
   * transactions on that assumption (repoSendTransactionQueue), so a late ack loses increments.
   */
  submitWrite(r: number | null, run: (done: (outcome: Outcome) => void) => void): void {
    let slot: { text: string | null; chars: number } | null = null;
    let immediate: Outcome | null = null;
    let synchronous = true;
    run((outcome) => {
      if (synchronous) immediate = outcome;
      else if (slot) this.release(slot, r === null ? '' : this.answerText(r, outcome));
    });
    synchronous = false;
    if (immediate) return this.answer(r, immediate);
    slot = { text: null, chars: 0 };
    if (this.capture) this.capture.push(slot);
    else this.held.push(slot);
  }

  /** Answers and other output tied to a request: in request order, behind unacknowledged writes. */
  send(text: string): void {
    if (!this.open) return;
    if (this.capture) this.capture.push({ text, chars: 0 });
    else if (this.held.length > 0) this.hold({ text, chars: text.length });
    else this.transmit(text);
  }

  private hold(item: Held): void {
    this.held.push(item);
    this.heldChars += item.chars;
    if (this.heldChars > this.limits.maxBufferedBytes) this.abort(CloseCode.policy, 'too much output waiting behind unsynced writes');
  }

  private answer(r: number | null, outcome: Outcome): void {
    if (r !== null) this.send(this.answerText(r, outcome));
  }

  private answerText(r: number, outcome: Outcome): string {
    return outcome.status === 'ok' ? replyFrame(r, Status.ok, '') : replyFrame(r, outcome.status, outcome.message);
  }

  private release(slot: { text: string | null; chars: number }, text: string): void {
    slot.text = text;
    while (this.open && this.held.length > 0) {
      const next = this.held[0];
      if ('run' in next) {
        this.held.shift();
        this.heldChars -= next.chars;
        this.deferredRequests--;
        this.runDeferred(next.run);
        continue;
      }
      if (next.text === null) break;
      this.held.shift();
      this.heldChars -= next.chars;
      if (next.text !== '') this.transmit(next.text);
    }
  }

  private runDeferred(run: () => void): void {
    const output: Held[] = [];
    this.capture = output;
    try {
      run();
    } finally {
      this.capture = null;
    }
    if (this.open) this.held.unshift(...output);
  }

  private transmit(text: string): void {
    if (this.outbox.length === 0) return this.write(text);
    this.outbox.push(text);
    this.outboxChars += text.length;
    if (this.outboxChars > this.limits.maxBufferedBytes) this.abort(CloseCode.policy, 'too much output waiting behind pushes being computed');
  }

  private scheduleDrain(): void {
    if (this.draining) return;
    this.draining = true;
    this.turns.later(this.pushTurn, () => this.drain());
  }

  /** One slice: computes and sends pushes, then the output behind them, until done or the slice is spent. */
  private drain(): void {
    this.draining = false;
    if (!this.open) return;
    const deadline = performance.now() + PUSH_SLICE_MS;
    this.connection.cork?.();
    try {
      while (this.open && this.outbox.length > 0 && performance.now() < deadline) {
        const next = this.outbox[0];
        if (typeof next === 'string') {
          this.outbox.shift();
          this.outboxChars -= next.length;
          this.write(next);
        } else if (next.step((push) => this.write(push.frame), deadline)) {
          this.outbox.shift();
        }
      }
    } catch (error) {
      console.error(`localdb: internal error computing pushes for session ${this.id}:`, error);
      this.abort(CloseCode.internal, `internal server error: ${(error as Error).message}`);
    } finally {
      this.connection.uncork?.();
    }
    if (this.open && this.outbox.length > 0) this.scheduleDrain();
  }

  private write(text: string): void {
    if (this.connection.bufferedAmount > this.limits.maxBufferedBytes) {
      return this.abort(CloseCode.policy, `the client did not read ${this.limits.maxBufferedBytes} bytes of pending messages`);
    }
    for (const frame of splitOutbound(text)) this.connection.send(frame);
  }

  /** Tells the client why (the SDK logs "Server Error: …") and closes this connection only. */
  abort(code: number, reason: string): void {
    if (!this.open) return;
    this.connection.send(JSON.stringify({ t: 'c', d: { t: 'e', d: reason } }));
    this.connection.close(code, Buffer.from(reason).subarray(0, 120).toString());
    this.ended();
  }

  /** The socket closed, for any reason: forget the listens and run the onDisconnect writes. */
  ended(): void {
    if (!this.open) return;
    this.open = false;
    this.held = [];
    this.heldChars = 0;
    this.deferredRequests = 0;
    this.outbox = [];
    this.outboxChars = 0;
    for (const listen of this.listens.values()) this.ns.listens.remove(listen);
    this.listens.clear();
    runOnDisconnect(this);
  }
}
