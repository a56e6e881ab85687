// The registration's steps in order: the domain's checks, then the account, then one atomic write.
// Checking first means a refused couple never leaves a fresh account behind.
import { useCallback } from 'react';
import { signIn, signUp } from '../../../data/auth/auth-actions';
import { AuthError } from '../../../data/auth/auth-errors';
import type { AuthUser } from '../../../data/auth/auth-user';
import { DbError } from '../../../data/errors';
import { RegistrationRefusedError, registerCouple } from '../../../use-cases/registration/register-couple';
import {
  type RegisteredEntry, type Registerer, type RegistrationRefusal, planRegistration,
} from '../../../domain/registration/registration-plan';
import type { CompetitionEvent } from '../../../domain/model';
import type { Couple } from '../../../domain/people';
import { coupleAccountProblem } from './couple-account-check';
import { checkEligibility, isRefused } from './eligibility-check';
import type { RegistrationValues } from './registration-schema';

export type RegisterOutcome =
  | { ok: true; entries: RegisteredEntry[]; overrideNotes?: string[] }
  | { ok: false; field: keyof RegistrationValues | 'root'; message: string; eventName?: string; coupleExists?: true; eventErrors?: Record<string, string> };

const ELIGIBILITY_REFUSED = 'Some events are refused by the competition\'s eligibility rules; the reason is beside each one.';

const REFUSED_BY_DATABASE =
  'The registration was not accepted: registration may have just closed, or one of these couples was entered a moment ago. Reload the page to see the latest entries, then try again.';

function refusalField(refusal: RegistrationRefusal): keyof RegistrationValues | 'root' {
  if (refusal.code === 'missing-name') return refusal.field;
  if (refusal.code === 'same-person') return 'followName';
  if (refusal.code === 'missing-affiliation') return 'affiliation';
  if (refusal.code === 'dancer-email') return refusal.role === 'lead' ? 'leadEmail' : 'followEmail';
  if (refusal.code === 'couple-exists' || refusal.code === 'account-cap' || refusal.code === 'couple-record') return 'root';
  return 'events';
}

function authField(code: string): keyof RegistrationValues | 'root' {
  if (['email-already-in-use', 'invalid-email', 'missing-email', 'user-not-found'].includes(code)) return 'email';
  if (['invalid-credential', 'wrong-password', 'invalid-login-credentials', 'weak-password', 'missing-password'].includes(code)) return 'password';
  return 'root';
}

export interface RegisterActionOptions {
  adminMode: boolean;
  events: Readonly<Record<string, CompetitionEvent>>;
  user: AuthUser | null;
  /** couples/: whose couple is whose (entries made before records existed count too). */
  couples?: Readonly<Record<string, Couple>>;
  /** The organiser's cap (settings); the default when unset. */
  cap?: number;
  /** Couples naming the signed-in account's verified e-mail as a dancer's: its own to add events to. */
  dancerOf?: readonly string[];
}

export function useRegisterAction({ adminMode, events, user, couples, cap, dancerOf }: RegisterActionOptions) {
  return useCallback(
    async (values: RegistrationValues): Promise<RegisterOutcome> => {
      const couple = {
        leadName: values.leadName, followName: values.followName, affiliation: values.affiliation,
        ...(values.affiliationOther ? { affiliationOther: values.affiliationOther } : {}),
        ...(values.leadEmail ? { leadEmail: values.leadEmail } : {}),
        ...(values.followEmail ? { followEmail: values.followEmail } : {}),
      };
      const registererFor = (account: AuthUser | null): Registerer =>
        adminMode
          ? { kind: 'organiser', uid: account?.uid ?? 'pending' }
          : { kind: 'competitor', uid: account?.uid ?? 'pending', email: account?.email ?? values.email, emailVerified: account?.emailVerified === true };
      const request = (account: AuthUser | null) => ({
        couple, eventNames: values.events, events, registerer: registererFor(account), now: Date.now(),
      });

      // Whose couple is it? Checked here before an account is created (a new account owns nothing); an
      // existing account that signs in below is checked by registerCouple, with its own records.
      const ownership = (account: AuthUser | null): RegisterOutcome | null => {
        if (adminMode) return null;
        // The rules grant a couple to its owner's account and to a dancer's verified e-mail (docs/SECURITY.md).
        const mine = account?.emailVerified && dancerOf ? { dancerOf } : {};
        const problem = coupleAccountProblem(couple, { uid: account?.uid ?? '', ...mine }, events, cap, couples);
        if (!problem) return null;
        return { ok: false, field: 'root', message: problem.message, ...(problem.kind === 'couple-exists' ? { coupleExists: true as const } : {}) };
      };
      const early = user || values.account === 'new' ? ownership(user) : null;
      if (early) return early;
      const check = planRegistration(request(user));
      if (!check.ok) {
        // A refusal of one event is shown beside that event; the others stay as they were.
        const field = refusalField(check.refusal);
        if (field === 'events' && check.eventName) return { ok: false, field, message: check.refusal.message, eventName: check.eventName };
        return { ok: false, field, message: check.refusal.message };
      }
      // Eligibility (the organiser's rules) before the account step, so a refusal leaves no account behind.
      let eligibility;
      try {
        eligibility = await checkEligibility(couple, values.events, events);
      } catch (error) {
        return { ok: false, field: 'root', message: `Could not check the eligibility rules: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (isRefused(eligibility)) return { ok: false, field: 'events', message: ELIGIBILITY_REFUSED, eventErrors: eligibility.eventErrors };
      const notes = eligibility.notes.length > 0 ? { overrideNotes: eligibility.notes } : {};
      let account = user;
      try {
        if (!adminMode && !account) {
          // A couple of another account is refused by registerCouple below, which reads this account's
          // records (slots, the couples naming its verified address) once it is signed in.
          account = values.account === 'new' ? await signUp(values.email, values.password) : await signIn(values.email, values.password);
        }
        return { ok: true, entries: await registerCouple(request(account)), ...notes };
      } catch (error) {
        if (error instanceof AuthError) return { ok: false, field: authField(error.code), message: error.message };
        if (error instanceof RegistrationRefusedError) {
          const field = refusalField(error.refusal);
          if (error.refusal.code === 'couple-exists') return { ok: false, field, message: error.refusal.message, coupleExists: true };
          return { ok: false, field, message: error.refusal.message, ...(field === 'events' && error.eventName ? { eventName: error.eventName } : {}) };
        }
        if (error instanceof DbError && error.code === 'permission-denied') return { ok: false, field: 'root', message: REFUSED_BY_DATABASE };
        return { ok: false, field: 'root', message: error instanceof Error ? error.message : String(error) };
      }
    },
    [adminMode, events, user, couples, cap, dancerOf],
  );
}
