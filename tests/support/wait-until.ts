// The one polling helper of the test suites (localdb, integration, browser): waits until `probe` says yes.
export interface WaitOptions {
  /** Give up after this long (default 5 s). */
  timeoutMs?: number;
  /** Poll this often (default 5 ms: in-process checks are cheap; start-up probes pass more). */
  intervalMs?: number;
  /** A reason to stop waiting at once (e.g. the process being waited for has exited), or null. */
  gaveUp?: () => string | null;
}

/** Polls `probe` (a throwing probe counts as "not yet") until it returns true; the error names `what`. */
export async function waitUntil(what: string, probe: () => boolean | Promise<boolean>, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = 5000, intervalMs = 5, gaveUp } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = gaveUp?.();
    if (reason) throw new Error(`${what} stopped before it was ready: ${reason}`);
    if (await Promise.resolve().then(probe).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out waiting for ${what} (${Math.round(timeoutMs / 100) / 10} s).`);
}
