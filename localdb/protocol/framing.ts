import { FRAME_SPLIT_CHARS } from './constants.ts';

// A frame of 1–6 digits announces how many frames the next message spans; "0" is the client's keepalive.
const FRAME_COUNT = /^\d{1,6}$/;

export type AssemblyResult =
  | { kind: 'message'; text: string }
  | { kind: 'pending' }
  | { kind: 'error'; reason: string };

const PENDING: AssemblyResult = { kind: 'pending' };

/**
 * Rebuilds client messages from WebSocket text frames. Holds at most `maxMessageChars` characters,
 * so a client announcing a huge message cannot make the server buffer without bound.
 */
export class FrameAssembler {
  private expected = 0;
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly maxMessageChars: number) {}

  push(frame: string): AssemblyResult {
    if (this.expected === 0) return this.startMessage(frame);
    this.size += frame.length;
    if (this.size > this.maxMessageChars) return this.fail(`message longer than ${this.maxMessageChars} characters`);
    this.parts.push(frame);
    if (this.parts.length < this.expected) return PENDING;
    const text = this.parts.join('');
    this.reset();
    return { kind: 'message', text };
  }

  private startMessage(frame: string): AssemblyResult {
    if (!FRAME_COUNT.test(frame)) {
      if (frame.length > this.maxMessageChars) return this.fail(`message longer than ${this.maxMessageChars} characters`);
      return { kind: 'message', text: frame };
    }
    this.expected = Number(frame);
    return PENDING;
  }

  private fail(reason: string): AssemblyResult {
    this.reset();
    return { kind: 'error', reason };
  }

  private reset(): void {
    this.expected = 0;
    this.parts = [];
    this.size = 0;
  }
}

/**
 * Splits an outbound message like the client does: a count frame, then the chunks. Short ones go
 * whole. Unlike the SDK's splitter, a chunk never ends inside a surrogate pair: each frame is
 * UTF-8 encoded on its own, and a lone surrogate would arrive as U+FFFD.
 */
export function splitOutbound(text: string, maxChars = FRAME_SPLIT_CHARS): string[] {
  if (text.length <= maxChars) return [text];
  const chunks: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + maxChars, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    chunks.push(text.slice(at, end));
    at = end;
  }
  return [String(chunks.length), ...chunks];
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
