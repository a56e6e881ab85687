// A round's life on the competition day, as one transition function (see docs/ROUNDS.md for the diagram).
import { RoundState, type Round, type StaffRole } from '../model';

/** What the transition rules need to know besides the round itself. */
export interface TransitionContext {
  /** Who asks; reopening a round is the chairman's (or the organiser's) decision. */
  actor: StaffRole;
  /** Couples on the round's floor. */
  entryCount: number;
  /** Judges marking this round. */
  judgeKeys: readonly string[];
  /** The judges' names by key, so a message names people, never keys (a key without a name shows as is). */
  judgeNames?: Readonly<Record<string, string>>;
  /** Judges who have submitted their marks for this round. */
  submittedJudgeKeys: readonly string[];
  /** True once any judge has saved a mark for this round. */
  marksSaved: boolean;
  isFinal: boolean;
  /** State of the next round that will be danced (skipped ones pass couples on); undefined for the final. */
  nextRoundState?: RoundState;
}

export type RoundAction = 'fill' | 'clear' | 'start' | 'stop' | 'complete' | 'post' | 'reopen' | 'skip' | 'unskip';

export type TransitionRefusalCode =
  | 'same-state'
  | 'not-a-step'
  | 'not-allowed-for-role'
  | 'no-entries'
  | 'has-entries'
  | 'no-judges'
  | 'marks-saved'
  | 'judges-pending'
  | 'next-round-started'
  | 'final-cannot-skip';

export type TransitionCheck =
  | { ok: true; action: RoundAction }
  | { ok: false; code: TransitionRefusalCode; reason: string };

export class RoundTransitionError extends Error {
  constructor(
    readonly from: RoundState,
    readonly to: RoundState,
    readonly code: TransitionRefusalCode,
    reason: string,
  ) {
    super(reason);
    this.name = 'RoundTransitionError';
  }
}

export const ROUND_STATE_NAMES: Readonly<Record<RoundState, string>> = {
  [RoundState.Initialized]: 'Initialized',
  [RoundState.Empty]: 'Empty',
  [RoundState.Running]: 'Running',
  [RoundState.Skipped]: 'Skipped',
  [RoundState.Marked]: 'Marked',
  [RoundState.Posted]: 'Posted',
};

const S = RoundState;
const FLOOR_STAFF: readonly StaffRole[] = ['organiser', 'scrutineer', 'chairman'];
const CORRECTORS: readonly StaffRole[] = ['organiser', 'chairman'];

interface Step {
  action: RoundAction;
  roles: readonly StaffRole[];
  /** A refusal, or null when the context allows the step. */
  guard: (round: Round, ctx: TransitionContext) => Refusal | null;
}

type Refusal = { code: TransitionRefusalCode; reason: string };

const nextRoundNotStarted = (what: string) => (_round: Round, ctx: TransitionContext): Refusal | null => {
  const next = ctx.nextRoundState;
  if (next === S.Running || next === S.Marked || next === S.Posted) {
    return {
      code: 'next-round-started',
      reason: `The next round is already ${ROUND_STATE_NAMES[next]}; ${what} would change its couples after it started. Reopen or clear the next round first.`,
    };
  }
  return null;
};

const STEPS: Partial<Record<RoundState, Partial<Record<RoundState, Step>>>> = {
  [S.Empty]: {
    [S.Initialized]: {
      action: 'fill', roles: FLOOR_STAFF,
      guard: (_r, ctx) => (ctx.entryCount > 0 ? null : { code: 'no-entries', reason: 'The round has no couples yet: add entries or post the previous round.' }),
    },
    [S.Skipped]: { action: 'skip', roles: FLOOR_STAFF, guard: (_r, ctx) => notFinal(ctx) },
  },
  [S.Initialized]: {
    [S.Empty]: {
      action: 'clear', roles: FLOOR_STAFF,
      guard: (_r, ctx) => (ctx.marksSaved ? { code: 'marks-saved', reason: 'Judges have saved marks for this round; clear their marks before emptying it.' } : null),
    },
    [S.Running]: {
      action: 'start', roles: FLOOR_STAFF,
      guard: (_r, ctx) => {
        if (ctx.entryCount === 0) return { code: 'no-entries', reason: 'The round has no couples to dance.' };
        if (ctx.judgeKeys.length === 0) return { code: 'no-judges', reason: 'No judges are listed; add judges on the officials screen before starting.' };
        return null;
      },
    },
    [S.Skipped]: { action: 'skip', roles: FLOOR_STAFF, guard: (_r, ctx) => notFinal(ctx) },
  },
  [S.Running]: {
    [S.Initialized]: {
      action: 'stop', roles: FLOOR_STAFF,
      guard: (_r, ctx) => (ctx.marksSaved ? { code: 'marks-saved', reason: 'Judges have already saved marks; the round can no longer be un-started.' } : null),
    },
    [S.Marked]: {
      action: 'complete', roles: FLOOR_STAFF,
      guard: (_r, ctx) => {
        const pending = ctx.judgeKeys.filter((judge) => !ctx.submittedJudgeKeys.includes(judge)).map((judge) => ctx.judgeNames?.[judge] ?? judge);
        return pending.length === 0 ? null : { code: 'judges-pending', reason: `Waiting for ${pending.length === 1 ? 'judge' : 'judges'} ${pending.join(', ')} to submit.` };
      },
    },
  },
  [S.Marked]: {
    [S.Posted]: { action: 'post', roles: FLOOR_STAFF, guard: nextRoundNotStarted('posting') },
    [S.Running]: { action: 'reopen', roles: CORRECTORS, guard: () => null },
  },
  [S.Posted]: {
    [S.Running]: { action: 'reopen', roles: CORRECTORS, guard: nextRoundNotStarted('reopening this round') },
  },
  [S.Skipped]: {
    [S.Initialized]: {
      action: 'unskip', roles: FLOOR_STAFF,
      guard: (round, ctx) => nextRoundNotStarted('un-skipping')(round, ctx) ?? (ctx.entryCount > 0 ? null : { code: 'no-entries', reason: 'The round has no couples; un-skip it to Empty instead.' }),
    },
    [S.Empty]: {
      action: 'unskip', roles: FLOOR_STAFF,
      guard: (round, ctx) => nextRoundNotStarted('un-skipping')(round, ctx) ?? (ctx.entryCount === 0 ? null : { code: 'has-entries', reason: 'The round has couples; un-skip it to Initialized instead.' }),
    },
  },
};

function notFinal(ctx: TransitionContext): Refusal | null {
  return ctx.isFinal ? { code: 'final-cannot-skip', reason: 'The final cannot be skipped: every event ends with its final.' } : null;
}

export function canTransition(round: Round, to: RoundState, ctx: TransitionContext): TransitionCheck {
  const from = round.roundState;
  if (from === to) return { ok: false, code: 'same-state', reason: `${round.roundName} is already ${ROUND_STATE_NAMES[to]}.` };
  const step = STEPS[from]?.[to];
  if (!step) {
    return {
      ok: false,
      code: 'not-a-step',
      reason: `${round.roundName} cannot go from ${ROUND_STATE_NAMES[from]} to ${ROUND_STATE_NAMES[to]}${hint(from)}.`,
    };
  }
  if (!step.roles.includes(ctx.actor)) {
    return { ok: false, code: 'not-allowed-for-role', reason: `Only ${step.roles.join(' or ')} may ${step.action} a round.` };
  }
  const refusal = step.guard(round, ctx);
  return refusal ? { ok: false, ...refusal } : { ok: true, action: step.action };
}

function hint(from: RoundState): string {
  const targets = Object.keys(STEPS[from] ?? {}).map((to) => ROUND_STATE_NAMES[Number(to) as RoundState]);
  return targets.length ? ` (from ${ROUND_STATE_NAMES[from]} it can go to ${targets.join(' or ')})` : '';
}

/** The round in its new state; throws RoundTransitionError with the reason when the move is illegal. */
export function transitionRound(round: Round, to: RoundState, ctx: TransitionContext): Round {
  const check = canTransition(round, to, ctx);
  if (!check.ok) throw new RoundTransitionError(round.roundState, to, check.code, check.reason);
  return { ...round, roundState: to };
}

/** Every legal target from this state, with its action, ignoring the context (for menus). */
export function stepsFrom(from: RoundState): { to: RoundState; action: RoundAction }[] {
  return Object.entries(STEPS[from] ?? {}).map(([to, step]) => ({ to: Number(to) as RoundState, action: (step as Step).action }));
}
