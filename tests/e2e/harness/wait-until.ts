/** Polls `probe` until it returns true; the error names `what` so a hung start-up says which part hung. */
export async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs: number, gaveUp?: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = gaveUp?.();
    if (reason) throw new Error(`${what} stopped before it was ready: ${reason}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s.`);
}
