// Counts people's actions still on their way to the database. The SDK keeps unsent writes only in the
// page's memory, so leaving or reloading the page mid-action would drop them: the browser asks first.

let inFlight = 0;
let guarded: EventTarget | null = null;

function warnBeforeLeaving(event: Event): void {
  if (inFlight === 0) return;
  event.preventDefault();
  // Older browsers show their "Leave site?" dialog only when returnValue is set.
  (event as BeforeUnloadEvent).returnValue = '';
}

/** Runs `action`, counting it as in flight until it settles. */
export async function trackAction<T>(action: () => Promise<T>, target: EventTarget | null = globalThis.window ?? null): Promise<T> {
  if (target && guarded !== target) {
    guarded?.removeEventListener('beforeunload', warnBeforeLeaving);
    target.addEventListener('beforeunload', warnBeforeLeaving);
    guarded = target;
  }
  inFlight += 1;
  try {
    return await action();
  } finally {
    inFlight -= 1;
  }
}

export function actionsInFlight(): number {
  return inFlight;
}
