// The page's one ConnectionBudget, wired to the SDK, the REST polling source and the document's visibility.
// Every live read goes through `readSource()`, which the budget switches between the socket and polling.
import eventConfig from '@event-config';
import { actionsInFlight } from './actions-in-flight';
import { type Audience, type BudgetState, ConnectionBudget } from './connection-budget';
import { emulatorHosts } from './emulator-hosts';
import { appAuthLoader } from './auth/firebase-auth';
import { paths } from './paths';
import { POLLING_VERSIONS } from './polling-versions';
import { lazyValueSource } from './lazy-value-source';
import { restLocation } from './rest-location';
import { lazySocketSource, socketSdkIfLoaded, withSocketSdk } from './socket-sdk-loader';
import { SwitchableValueSource } from './switchable-value-source';

/** How often a polling page asks again (docs/PERFORMANCE.md, Connection budget). */
export const POLL_INTERVAL_MS = 10_000;
const HIDDEN_GRACE_MS = 30_000;
const SOCKET_TIMEOUT_MS = 5_000;
/** Hosted Firebase's words when it refuses a connection at the cap (localdb sends the same). */
const REFUSED_AT_CAP = /peak connections limit/i;

const socketSource = lazySocketSource;
let switchable: SwitchableValueSource | undefined;
let budget: ConnectionBudget | undefined;
let pollingPaused = false;

// REST polling's code loads when a page first polls (a free-plan event, a phone refused at the cap): most pages
// never do, and it was 1.8 KB of every public page's first-view JavaScript (docs/PERFORMANCE.md, Smaller scripts).
const pollingSource = lazyValueSource(async () => {
  const { RestPollingSource } = await import('./rest-polling-source');
  const polling = new RestPollingSource({
    urlOf: restLocation(eventConfig.firebase, eventConfig.useEmulators ? emulatorHosts() : null),
    intervalMs: POLL_INTERVAL_MS,
    // The public version record first: a branch whose counter did not move is not asked again.
    versions: POLLING_VERSIONS,
    authToken: async () => (await appAuthLoader.current()?.auth.currentUser?.getIdToken()) ?? null,
  });
  polling.setPaused(pollingPaused);
  return polling;
});

/** Where the live store reads: the socket until the budget says otherwise. */
export function readSource(): SwitchableValueSource {
  switchable ??= new SwitchableValueSource(socketSource);
  return switchable;
}

function createBudget(): ConnectionBudget {
  const urlOf = restLocation(eventConfig.firebase, eventConfig.useEmulators ? emulatorHosts() : null);
  return new ConnectionBudget(
    {
      readThrough: (channel) => readSource().switchTo(channel === 'socket' ? socketSource : pollingSource),
      pausePolling: (paused) => {
        pollingPaused = paused;
        pollingSource.ifLoaded()?.setPaused(paused);
      },
      // Not loaded means not started: nothing to take off- or online (the SDK loads with the first socket read).
      setSocketOnline: (online) => socketSdkIfLoaded()?.setSocketOnline(online),
      watchSocket: (onChange) => withSocketSdk((sdk) => sdk.watchSocket(onChange)),
      onRefusedAtCap: (listener) => withSocketSdk((sdk) => sdk.onSdkWarning(REFUSED_AT_CAP, listener)),
      writesInFlight: actionsInFlight,
      restAnswers: () =>
        fetch(urlOf(paths.metadataField('fullName')), { cache: 'no-store' }).then(
          () => true,
          () => false,
        ),
    },
    { freePlan: eventConfig.freePlan === true, hiddenGraceMs: HIDDEN_GRACE_MS, socketTimeoutMs: SOCKET_TIMEOUT_MS },
  );
}

/** Whether this page's reads start on the socket (connect-early opens it only then). */
export function readsStartOnSocket(audience: Audience): boolean {
  return audience === 'official' || eventConfig.freePlan !== true;
}

/** Starts the budget for this page before the first render, so a free-plan spectator's first read already polls. */
export function startConnectionBudget(audience: Audience): void {
  if (budget) return;
  budget = createBudget();
  const visible = () => document.visibilityState !== 'hidden';
  document.addEventListener('visibilitychange', () => budget?.setVisible(visible()));
  budget.start(audience, visible());
}

/** The app calls this on every navigation; nothing happens where no budget was started (screen tests). */
export function setReadAudience(audience: Audience): void {
  budget?.setAudience(audience);
}

/** The state before a budget starts: also what the build's prerendered pages show. */
export const INITIAL_BUDGET_STATE: BudgetState = { channel: 'socket', fallback: false, asleep: false };

export function subscribeBudget(listener: () => void): () => void {
  return budget?.subscribe(listener) ?? (() => {});
}

export function budgetState(): BudgetState {
  return budget?.current() ?? INITIAL_BUDGET_STATE;
}
