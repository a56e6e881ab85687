// What the registration form accepts, with a message a person can act on beside each field.
// Name and e-mail limits mirror database.rules.json, so what the form accepts the rules accept.
import { z } from 'zod';
import { AFFILIATIONS, AFFILIATION_OTHER } from '../../../domain/constants';
import { entryInputProblem } from '../../../domain/entries';
import { MAX_EMAIL_LENGTH } from '../../../domain/people';
import { matchAffiliation } from '../../../domain/registration';
import { nameCharacterProblem } from '../../../domain/competitors';

export interface RegistrationValues {
  leadName: string;
  followName: string;
  /** The dancers' own e-mails (optional): verified, either dancer manages the couple's entries too. */
  leadEmail: string;
  followEmail: string;
  email: string;
  affiliation: string;
  /** With Other: the team's name, for the organiser to review. */
  affiliationOther: string;
  events: string[];
  waiver: boolean;
  mediaRelease: boolean;
  /** Create an account, or sign in to an existing one (only while signed out). */
  account: 'new' | 'existing';
  password: string;
}

export interface SchemaOptions {
  /** Competitors accept the consents; an organiser adding a couple does not. */
  needsConsents: boolean;
  /** Signed out: the form signs in or creates the account. */
  needsAccount: boolean;
  /** The teams allowed: the built-in list plus the ones the organiser accepted (default: the built-in list). */
  teams?: readonly string[];
}

const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const name = (who: string) =>
  z.string().trim()
    .min(1, `Enter the ${who}'s full name.`)
    .max(80, `The ${who}'s name can have at most 80 characters.`)
    // Names are shown publicly (results, the projector, invoices): letters only, no emoji (issue 31).
    .superRefine((typed, ctx) => {
      const problem = nameCharacterProblem(typed, `The ${who}'s name`);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const dancerEmail = (who: string) =>
  z.string().trim()
    .max(MAX_EMAIL_LENGTH, `The ${who}'s e-mail can have at most ${MAX_EMAIL_LENGTH} characters.`)
    .refine((typed) => typed === '' || EMAIL.test(typed), `Enter the ${who}'s e-mail like name@example.com, or leave it blank.`);

/**
 * The list's own spelling of the team typed: in any case, a prefix ("Cornell") or a near spelling that
 * can mean only one team; undefined when it is not on the list or could be several.
 */
export function canonicalAffiliation(typed: string, teams: readonly string[] = AFFILIATIONS): string | undefined {
  const match = matchAffiliation(typed, teams);
  return match.kind === 'exact' || match.kind === 'single' ? match.team : undefined;
}

export function affiliationProblem(typed: string, teams: readonly string[]): string | null {
  const match = matchAffiliation(typed, teams);
  if (match.kind === 'exact' || match.kind === 'single') return null;
  if (match.kind === 'several') return `Several teams fit “${typed.trim()}”: choose yours from the matches below.`;
  return 'Choose a team from the list, or TBA if yours is not there yet, or Other for the organiser to review.';
}

export function registrationSchema({ needsConsents, needsAccount, teams = AFFILIATIONS }: SchemaOptions): z.ZodType<RegistrationValues, RegistrationValues> {
  return z
    .object({
      leadName: name('lead'),
      followName: name('follow'),
      leadEmail: dancerEmail('lead'),
      followEmail: dancerEmail('follow'),
      email: z.string().trim(),
      affiliation: z.string().trim().min(1, 'Choose a team, or TBA if it is not known yet.'),
      affiliationOther: z.string().trim(),
      events: z.array(z.string()).min(1, 'Choose at least one event.'),
      waiver: z.boolean(),
      mediaRelease: z.boolean(),
      account: z.enum(['new', 'existing']),
      password: z.string(),
    })
    .superRefine((values, ctx) => {
      const problem = entryInputProblem({ ...values, registeredTime: 0 });
      if (problem?.code === 'same-person') ctx.addIssue({ code: 'custom', path: ['followName'], message: problem.message });
      const affiliation = values.affiliation ? affiliationProblem(values.affiliation, teams) : null;
      if (affiliation) ctx.addIssue({ code: 'custom', path: ['affiliation'], message: affiliation });
      // Checked only with Other: the box is hidden otherwise, and what it held is not sent.
      if (canonicalAffiliation(values.affiliation, teams) === AFFILIATION_OTHER) {
        const typed = values.affiliationOther;
        if (typed === '') ctx.addIssue({ code: 'custom', path: ['affiliationOther'], message: 'Type your team’s name so the organiser can add it.' });
        if (typed.length > 100) ctx.addIssue({ code: 'custom', path: ['affiliationOther'], message: 'A team name can have at most 100 characters.' });
      }
      if (needsConsents && !values.waiver) {
        ctx.addIssue({ code: 'custom', path: ['waiver'], message: 'Read and accept the liability waiver to register.' });
      }
      if (needsConsents && !values.mediaRelease) {
        ctx.addIssue({ code: 'custom', path: ['mediaRelease'], message: 'Read and accept the media release to register.' });
      }
      if (needsAccount) addAccountIssues(values, ctx);
    })
    .transform((values) => {
      const affiliation = canonicalAffiliation(values.affiliation, teams) ?? values.affiliation;
      return { ...values, affiliation, affiliationOther: affiliation === AFFILIATION_OTHER ? values.affiliationOther : '' };
    });
}

function addAccountIssues(values: RegistrationValues, ctx: z.RefinementCtx): void {
  if (values.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter your e-mail address.' });
  else if (!EMAIL.test(values.email) || values.email.length > 254) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid e-mail address, like name@example.com.' });
  }
  if (values.account === 'new' && values.password.length < 6) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Choose a password of at least 6 characters.' });
  }
  if (values.account === 'existing' && values.password === '') {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password.' });
  }
}
