// The registration form's action. Signed in (or the organiser): the records read once, the plan computed
// once, the organiser's eligibility rules, one update. Signed out: the ownership check, the entries' check and
// the eligibility rules before the account exists (a refusal never leaves a fresh account behind), then the
// account, then registerCouple (the records read once, the plan computed once, one update).
import { signIn, signUp } from '../../data/auth/auth-actions';
import { AuthError } from '../../data/auth/auth-errors';
import type { AuthUser } from '../../data/auth/auth-user';
import { trackAction } from '../../data/actions-in-flight';
import { DbError } from '../../data/errors';
import { getDbWriter } from '../../data/writes/db-writer';
import {
  type CoupleInput, type RegisteredEntry, type Registerer, type RegistrationRefusal, type RegistrationRequest, planRegistration,
} from '../../domain/registration';
import type { CompetitionEvent } from '../../domain/model';
import type { Couple } from '../../domain/people';
import { checkEligibility, isRefused } from '../eligibility/check-eligibility';
import { coupleAccountProblem } from './couple-account-check';
import { RegistrationRefusedError, registerCouple, withRecords } from './register-couple';

/** What the form sends (its values, the consents aside). */
export interface RegistrationSubmission {
  leadName: string;
  followName: string;
  affiliation: string;
  affiliationOther: string;
  leadEmail: string;
  followEmail: string;
  events: string[];
  /** Signed out: create an account, or sign in to an existing one, with these. */
  account: 'new' | 'existing';
  email: string;
  password: string;
}

/** The form field a refusal is shown beside ('root': above the form). */
export type RegistrationField =
  | 'leadName' | 'followName' | 'affiliation' | 'leadEmail' | 'followEmail' | 'events' | 'email' | 'password' | 'root';

export type RegisterOutcome =
  | { ok: true; entries: RegisteredEntry[]; overrideNotes?: string[] }
  | { ok: false; field: RegistrationField; message: string; eventName?: string; coupleExists?: true; eventErrors?: Record<string, string> };

export interface RegistrationContext {
  adminMode: boolean;
  events: Readonly<Record<string, CompetitionEvent>>;
  user: AuthUser | null;
  /** couples/: whose couple is whose (entries made before records existed count too). */
  couples?: Readonly<Record<string, Couple>>;
  /** The organiser's cap (settings); the default when unset. */
  cap?: number;
  /** The signed-in account holds the organiser's team captain grant: not capped (roles/<uid>/teamCaptain). */
  teamCaptain?: boolean;
  /** Couples naming the signed-in account's verified e-mail as a dancer's: its own to add events to. */
  dancerOf?: readonly string[];
}

const ELIGIBILITY_REFUSED = 'Some events are refused by the competition\'s eligibility rules; the reason is beside each one.';

const REFUSED_BY_DATABASE =
  'The registration was not accepted: registration may have just closed, or one of these couples was entered a moment ago. Reload the page to see the latest entries, then try again.';

function refusalField(refusal: RegistrationRefusal): RegistrationField {
  if (refusal.code === 'missing-name') return refusal.field;
  if (refusal.code === 'same-person') return 'followName';
  if (refusal.code === 'missing-affiliation') return 'affiliation';
  if (refusal.code === 'dancer-email') return refusal.role === 'lead' ? 'leadEmail' : 'followEmail';
  if (refusal.code === 'couple-exists' || refusal.code === 'account-cap' || refusal.code === 'couple-record') return 'root';
  return 'events';
}

function authField(code: string): RegistrationField {
  if (['email-already-in-use', 'invalid-email', 'missing-email', 'user-not-found'].includes(code)) return 'email';
  if (['invalid-credential', 'wrong-password', 'invalid-login-credentials', 'weak-password', 'missing-password'].includes(code)) return 'password';
  return 'root';
}

function coupleOf(values: RegistrationSubmission): CoupleInput {
  return {
    leadName: values.leadName, followName: values.followName, affiliation: values.affiliation,
    ...(values.affiliationOther ? { affiliationOther: values.affiliationOther } : {}),
    ...(values.leadEmail ? { leadEmail: values.leadEmail } : {}),
    ...(values.followEmail ? { followEmail: values.followEmail } : {}),
  };
}

function requestFor(values: RegistrationSubmission, context: RegistrationContext, account: AuthUser | null): RegistrationRequest {
  const registerer: Registerer = context.adminMode
    ? { kind: 'organiser', uid: account?.uid ?? 'pending' }
    : { kind: 'competitor', uid: account?.uid ?? 'pending', email: account?.email ?? values.email, emailVerified: account?.emailVerified === true };
  return { couple: coupleOf(values), eventNames: values.events, events: context.events, registerer, now: Date.now() };
}

/** Whose couple is it? Checked before an account is created (a new account owns nothing). */
function ownershipRefusal(couple: CoupleInput, context: RegistrationContext, account: AuthUser | null): RegisterOutcome | null {
  if (context.adminMode) return null;
  // The rules grant a couple to its owner's account and to a dancer's verified e-mail (docs/SECURITY.md).
  const mine = account?.emailVerified && context.dancerOf ? { dancerOf: context.dancerOf } : {};
  const problem = coupleAccountProblem(couple, { uid: account?.uid ?? '', ...mine, ...(context.teamCaptain ? { teamCaptain: true } : {}) }, context.events, context.cap, context.couples);
  if (!problem) return null;
  return { ok: false, field: 'root', message: problem.message, ...(problem.kind === 'couple-exists' ? { coupleExists: true as const } : {}) };
}

function refused(eventName: string | null, refusal: RegistrationRefusal): RegisterOutcome {
  const field = refusalField(refusal);
  if (refusal.code === 'couple-exists') return { ok: false, field, message: refusal.message, coupleExists: true };
  // A refusal of one event is shown beside that event; the others stay as they were.
  return { ok: false, field, message: refusal.message, ...(field === 'events' && eventName ? { eventName } : {}) };
}

function failure(error: unknown): RegisterOutcome {
  if (error instanceof AuthError) return { ok: false, field: authField(error.code), message: error.message };
  if (error instanceof RegistrationRefusedError) return refused(error.eventName, error.refusal);
  if (error instanceof DbError && error.code === 'permission-denied') return { ok: false, field: 'root', message: REFUSED_BY_DATABASE };
  return { ok: false, field: 'root', message: error instanceof Error ? error.message : String(error) };
}

type Eligibility = { ok: true; notes: { overrideNotes?: string[] } } | { ok: false; outcome: RegisterOutcome };

/** The organiser's eligibility rules, with the dancers' existing entries. */
async function eligibilityOf(values: RegistrationSubmission, context: RegistrationContext): Promise<Eligibility> {
  let check;
  try {
    check = await checkEligibility(coupleOf(values), values.events, context.events);
  } catch (error) {
    return { ok: false, outcome: { ok: false, field: 'root', message: `Could not check the eligibility rules: ${error instanceof Error ? error.message : String(error)}` } };
  }
  if (isRefused(check)) return { ok: false, outcome: { ok: false, field: 'events', message: ELIGIBILITY_REFUSED, eventErrors: check.eventErrors } };
  return { ok: true, notes: check.notes.length > 0 ? { overrideNotes: check.notes } : {} };
}

/** The account is known: read once, plan once, check the rules, write. */
async function registerKnown(values: RegistrationSubmission, context: RegistrationContext, account: AuthUser | null): Promise<RegisterOutcome> {
  try {
    const plan = planRegistration(await withRecords(requestFor(values, context, account)));
    if (!plan.ok) return refused(plan.eventName, plan.refusal);
    const eligibility = await eligibilityOf(values, context);
    if (!eligibility.ok) return eligibility.outcome;
    await trackAction(() => getDbWriter().update(plan.patch));
    return { ok: true, entries: plan.entries, ...eligibility.notes };
  } catch (error) {
    return failure(error);
  }
}

/** Nobody signed in: check what can be checked, then sign in or create the account, then register. */
async function registerWithAccount(values: RegistrationSubmission, context: RegistrationContext): Promise<RegisterOutcome> {
  // The account's uid is not known yet, so the plan cannot be made: the entries are checked without the
  // records, so a refused registration signs nobody in and creates no account.
  const check = planRegistration(requestFor(values, context, null));
  if (!check.ok) return refused(check.eventName, check.refusal);
  const eligibility = await eligibilityOf(values, context);
  if (!eligibility.ok) return eligibility.outcome;
  try {
    // A couple of another account is refused by registerCouple, which reads this account's records (slots,
    // the couples naming its verified address) once it is signed in.
    const account = values.account === 'new' ? await signUp(values.email, values.password) : await signIn(values.email, values.password);
    return { ok: true, entries: await registerCouple(requestFor(values, context, account)), ...eligibility.notes };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Registers the couple the form describes, signing in or creating the account first when nobody is signed
 * in. Never throws: every refusal comes back as the field to show it beside and a message a person can act on.
 */
export async function submitRegistration(values: RegistrationSubmission, context: RegistrationContext): Promise<RegisterOutcome> {
  const { adminMode, user } = context;
  const early = user || values.account === 'new' ? ownershipRefusal(coupleOf(values), context, user) : null;
  if (early) return early;
  return adminMode || user ? registerKnown(values, context, user) : registerWithAccount(values, context);
}
