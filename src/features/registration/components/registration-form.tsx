import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useFocusWhenShown } from '../../../components/use-focus-when-shown';
import { useAuth } from '../../../data/auth/use-auth';
import { useEvents } from '../../../data/hooks/competition';
import { useAccountSlots, useCouples, useCouplesPerAccount } from '../../../data/people/use-couples';
import { accountCapReached } from '../../../domain/people';
import { useRoles } from '../../../data/auth/use-roles';
import { useDancerCouples } from '../../../data/people/dancer-emails';
import type { RegisteredEntry } from '../../../domain/registration';
import { clearRegistrationDraft, loadRegistrationDraft, useRegistrationDraft } from '../hooks/registration-draft';
import { type RegistrationValues, canonicalAffiliation, registrationSchema } from '../hooks/registration-schema';
import { useAcceptedTeams } from '../../../data/affiliation-review/accepted-teams';
import { allowedAffiliations } from '../../../domain/affiliation-review';
import { AFFILIATION_OTHER } from '../../../domain/constants';
import { useRegisterAction } from '../hooks/use-register-action';
import { useEligibilityAsTicked } from '../hooks/use-eligibility-as-ticked';
import { zodResolver } from '../hooks/zod-resolver';
import { AccountFields } from './account-fields';
import { AffiliationField } from './affiliation-field';
import { ConsentFields } from './consent-fields';
import { DancerEmailFields } from './dancer-email-fields';
import { CoupleQuoteLine } from './couple-quote-line';
import { EventPicker } from './event-picker';
import { NameCaseHint } from './name-case-hint';
import { SubmitConnectionNotice } from './submit-connection-notice';
import { RegistrationConfirmation } from './registration-confirmation';
import { TextField } from './text-field';

export interface RegistrationFormProps {
  /**
   * An organiser adding a couple (admin add-competitor screen): no account step and no consents,
   * entries written without an owner, and late entries placed on a first round not yet started.
   */
  adminMode?: boolean;
  /** Called after the entries are written. */
  onRegistered?: (entries: RegisteredEntry[]) => void;
}

const EMPTY: RegistrationValues = {
  leadName: '', followName: '', leadEmail: '', followEmail: '', email: '', affiliation: '', affiliationOther: '', events: [],
  waiver: false, mediaRelease: false, account: 'new', password: '',
};

const DRAFT_KEY = { competitor: 'registration-draft', organiser: 'add-couple-draft' } as const;
const NO_EVENT_ERRORS: Readonly<Record<string, string>> = {};
const NO_TICKS: readonly string[] = [];
const NO_EVENTS: Readonly<Record<string, never>> = {};

/** The couple, their team, their events, the consents and (signed out) the account: one form, one atomic write. */
export function RegistrationForm({ adminMode = false, onRegistered }: RegistrationFormProps) {
  const events = useEvents();
  const { user, loading: authLoading } = useAuth();
  const [registered, setRegistered] = useState<RegisteredEntry[] | null>(null);
  const [overrideNotes, setOverrideNotes] = useState<readonly string[]>([]);
  const needsAccount = !adminMode && !user;
  const accepted = useAcceptedTeams();
  const teams = useMemo(() => allowedAffiliations(accepted.data), [accepted.data]);
  const resolver = useMemo(() => zodResolver(registrationSchema({ needsConsents: !adminMode, needsAccount, teams })), [adminMode, needsAccount, teams]);
  const draftKey = adminMode ? DRAFT_KEY.organiser : DRAFT_KEY.competitor;
  const [initial] = useState(() => loadRegistrationDraft(draftKey, EMPTY));
  const form = useForm<RegistrationValues>({ defaultValues: initial, resolver });
  useRegistrationDraft(draftKey, form);
  const { register, handleSubmit, formState, setError, reset, control, setValue } = form;
  const account = useWatch({ control, name: 'account' });
  const typedAffiliation = useWatch({ control, name: 'affiliation' });
  const typedLead = useWatch({ control, name: 'leadName' });
  const typedFollow = useWatch({ control, name: 'followName' });
  const ticked = useWatch({ control, name: 'events' });
  const asTicked = useEligibilityAsTicked(typedLead ?? '', typedFollow ?? '', Array.isArray(ticked) ? ticked : NO_TICKS, events.data ?? NO_EVENTS);
  const [eventErrors, setEventErrors] = useState<Readonly<Record<string, string>>>(NO_EVENT_ERRORS);
  const [coupleExists, setCoupleExists] = useState(false);
  const rootErrorRef = useFocusWhenShown<HTMLDivElement>(formState.errors.root?.message, true);
  const couples = useCouples();
  const cap = useCouplesPerAccount();
  const dancerCouples = useDancerCouples(adminMode ? null : user);
  const dancerOf = useMemo(() => Object.keys(dancerCouples.data ?? {}), [dancerCouples.data]);
  const roles = useRoles();
  const teamCaptain = roles.grants.teamCaptain === true;
  const competitor = !adminMode && user ? user : null;
  const slots = useAccountSlots(competitor?.uid ?? null);
  const register_ = useRegisterAction({
    adminMode, events: events.data ?? {}, user, dancerOf, teamCaptain,
    ...(couples.data ? { couples: couples.data } : {}), ...(typeof cap.data === 'number' ? { cap: cap.data } : {}),
  });

  if (events.error) return <ErrorState error={events.error} title="Could not load the events" />;
  if (events.loading || authLoading || roles.loading) return <LoadingState label="Loading the registration form..." />;
  if (competitor && (couples.loading || slots.loading || cap.loading)) return <LoadingState label="Loading the registration form..." />;
  // The cap is checked before the form is filled, not after (issue 31); the rules check it again on writing.
  const capReached = competitor && !registered ? accountCapReached(
    { uid: competitor.uid, ...(teamCaptain ? { teamCaptain: true } : {}) },
    { couples: couples.data ?? {}, events: events.data ?? {}, ...(slots.data ? { slots: slots.data } : {}) },
    typeof cap.data === 'number' ? cap.data : undefined,
  ) : null;
  if (capReached) {
    return (
      <Alert variant="warning" role="status" aria-label="Couples limit reached">
        <p className="mb-2">{capReached.message}</p>
        <p className="mb-0">To add or withdraw events of a couple you registered, go to <Link to="/updateEntries" className="alert-link">My entries</Link>.</p>
      </Alert>
    );
  }
  if (registered) {
    return (
      <>
        {overrideNotes.length > 0 && (
          <Alert variant="info" role="status" aria-label="Eligibility overrides">
            {overrideNotes.map((note) => <p key={note} className="mb-1">{note}</p>)}
          </Alert>
        )}
        <RegistrationConfirmation
          entries={registered}
          adminMode={adminMode}
          onAnother={() => {
            reset({ ...EMPTY, email: user?.email ?? '' });
            setOverrideNotes([]);
            setRegistered(null);
          }}
        />
      </>
    );
  }

  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    setEventErrors(NO_EVENT_ERRORS);
    setCoupleExists(false);
    const outcome = await register_(values);
    if (!outcome.ok) {
      setCoupleExists(outcome.coupleExists === true);
      if (outcome.eventErrors) setEventErrors(outcome.eventErrors);
      else if (outcome.eventName !== undefined) setEventErrors({ [outcome.eventName]: outcome.message });
      else setError(outcome.field, { type: 'refused', message: outcome.message }, { shouldFocus: outcome.field !== 'root' });
      return;
    }
    clearRegistrationDraft(draftKey);
    setOverrideNotes(outcome.overrideNotes ?? []);
    setRegistered(outcome.entries);
    onRegistered?.(outcome.entries);
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={adminMode ? 'Add a couple' : 'Register a couple'}>
      {errors.root && (
        <Alert ref={rootErrorRef} tabIndex={-1} variant="danger" role="alert">
          {errors.root.message}
          {coupleExists && (
            <span className="d-block mt-2">
              <Link to="/login?next=/updateEntries" className="alert-link">Sign in with the couple's account</Link>
              {' · '}
              <Link to="/contact" className="alert-link">Ask the organiser</Link>
            </span>
          )}
        </Alert>
      )}
      {!adminMode && !user && <p className="small"><Link to="/login?next=/register">Sign in</Link> first if you already have an account.</p>}
      <fieldset className="mb-2">
        <legend className="h5">The couple</legend>
        <Row className="g-md-3">
          <Col xs={12} md={6}>
            <TextField id="registration-lead" label="Lead's full name" registration={register('leadName')} error={errors.leadName?.message} />
            <NameCaseHint typed={typedLead ?? ''} who="lead" onUse={(name) => setValue('leadName', name, { shouldValidate: formState.isSubmitted })} />
          </Col>
          <Col xs={12} md={6}>
            <TextField id="registration-follow" label="Follow's full name" registration={register('followName')} error={errors.followName?.message} />
            <NameCaseHint typed={typedFollow ?? ''} who="follow" onUse={(name) => setValue('followName', name, { shouldValidate: formState.isSubmitted })} />
          </Col>
        </Row>
        <DancerEmailFields
          lead={register('leadEmail')} follow={register('followEmail')}
          errors={{ lead: errors.leadEmail?.message, follow: errors.followEmail?.message }}
        />
        <AffiliationField
          registration={register('affiliation')} error={errors.affiliation?.message} typed={typedAffiliation}
          onChoose={(team) => setValue('affiliation', team, { shouldValidate: formState.isSubmitted })} teams={teams}
        />
        {canonicalAffiliation(typedAffiliation, teams) === AFFILIATION_OTHER && (
          <TextField id="registration-affiliation-other" label="Your team's name (for the organiser)" registration={register('affiliationOther')} error={errors.affiliationOther?.message} />
        )}
      </fieldset>
      <EventPicker events={events.data ?? {}} registration={register('events')} error={errors.events?.message} eventErrors={eventErrors} lateEntries={adminMode} eligibility={asTicked} />
      {!adminMode && <CoupleQuoteLine events={events.data ?? NO_EVENTS} ticked={Array.isArray(ticked) ? ticked : NO_TICKS} affiliation={canonicalAffiliation(typedAffiliation, teams) ?? ''} />}
      {!adminMode && (
        <ConsentFields
          waiver={register('waiver')}
          mediaRelease={register('mediaRelease')}
          errors={{ waiver: errors.waiver?.message, mediaRelease: errors.mediaRelease?.message }}
        />
      )}
      {needsAccount && (
        <AccountFields register={register} account={account} errors={{ email: errors.email?.message, password: errors.password?.message }} />
      )}
      {!adminMode && user && <p className="small text-secondary">Registering as {user.email}.</p>}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Registering...' : adminMode ? 'Add couple' : 'Register'}
      </Button>
      <SubmitConnectionNotice sending={formState.isSubmitting} />
    </Form>
  );
}
