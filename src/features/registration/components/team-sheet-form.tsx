// The team captain's sheet (issue 31): team, waiver and media release once; one row per couple with its events
// by column; each row checked as it is typed; one submit writes every valid row in one update.
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { errorText } from '../../../components/error-text';
import type { AuthUser } from '../../../data/auth/auth-user';
import { AFFILIATION_OTHER } from '../../../domain/constants';
import { compareEvents } from '../../../domain/events';
import type { CompetitionEvent } from '../../../domain/model';
import { type TeamRowOutcome, type TeamSheet, eventEntryClosed, isBlankRow, teamRowProblem } from '../../../domain/registration';
import { registerTeam } from '../../../use-cases/registration/register-team';
import { affiliationProblem, canonicalAffiliation } from '../hooks/registration-schema';
import { AffiliationField } from './affiliation-field';
import { ConsentFields } from './consent-fields';
import { SubmitConnectionNotice } from './submit-connection-notice';
import { TeamSheetOutcomes } from './team-sheet-outcomes';
import { TeamSheetRow, type TeamSheetRowValues, type TeamSheetValues } from './team-sheet-row';
import { TextField } from './text-field';

type SheetRow = TeamSheetRowValues;
type SheetValues = TeamSheetValues;

const EMPTY_ROW: SheetRow = { leadName: '', followName: '', events: [] };
const STARTING_ROWS = 3;

export interface TeamSheetFormProps {
  events: Readonly<Record<string, CompetitionEvent>>;
  teams: readonly string[];
  user: AuthUser;
}

function sheetOf(values: SheetValues, teams: readonly string[]): TeamSheet {
  const affiliation = canonicalAffiliation(values.affiliation, teams) ?? values.affiliation.trim();
  return {
    affiliation,
    ...(affiliation === AFFILIATION_OTHER ? { affiliationOther: values.affiliationOther.trim() } : {}),
    rows: values.rows.map((row) => ({ leadName: row.leadName, followName: row.followName, eventNames: row.events })),
  };
}

export function TeamSheetForm({ events, teams, user }: TeamSheetFormProps) {
  const form = useForm<SheetValues>({
    defaultValues: { affiliation: '', affiliationOther: '', waiver: false, mediaRelease: false, rows: Array.from({ length: STARTING_ROWS }, () => ({ ...EMPTY_ROW })) },
  });
  const { register, control, handleSubmit, setValue, setError, formState, getValues, reset } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const watched = useWatch({ control });
  const [outcomes, setOutcomes] = useState<{ rows: TeamRowOutcome[]; names: string[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Open events only, in the grid's order: a closed one is listed below with the reason.
  const ordered = useMemo(() => Object.values(events).sort(compareEvents), [events]);
  const open = ordered.filter((event) => eventEntryClosed(event) === null);
  const closed = ordered.filter((event) => eventEntryClosed(event) !== null);
  const sheet = sheetOf({ ...getValues(), ...(watched as SheetValues) }, teams);
  const filled = sheet.rows.filter((row) => !isBlankRow(row)).length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const team = affiliationProblem(values.affiliation, teams);
    if (team) return setError('affiliation', { message: team });
    if (canonicalAffiliation(values.affiliation, teams) === AFFILIATION_OTHER && values.affiliationOther.trim() === '') {
      return setError('affiliationOther', { message: 'Type your team’s name so the organiser can add it.' });
    }
    if (!values.waiver) return setError('waiver', { message: 'Read and accept the liability waiver to register.' });
    if (!values.mediaRelease) return setError('mediaRelease', { message: 'Read and accept the media release to register.' });
    const current = sheetOf(values, teams);
    if (current.rows.every(isBlankRow)) return setError('root', { message: 'Fill in at least one couple.' });
    try {
      const result = await registerTeam(current, events, user);
      setOutcomes({ rows: result, names: values.rows.map((row) => `${row.leadName.trim()} & ${row.followName.trim()}`) });
      // Registered rows leave the sheet; refused ones stay as typed, to be corrected and sent again.
      const kept = values.rows.filter((_, index) => result.some((r) => r.index === index && !r.ok));
      reset({ ...values, rows: kept.length > 0 ? kept : [{ ...EMPTY_ROW }] });
    } catch (error) {
      setFailure(`Nothing was registered: ${errorText(error)}`);
    }
  });

  const typedTeam = watched.affiliation ?? '';
  return (
    <Form noValidate onSubmit={submit} aria-label="Team sheet">
      {outcomes && <TeamSheetOutcomes outcomes={outcomes.rows} names={outcomes.names} />}
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      {formState.errors.root && <Alert variant="danger" role="alert">{formState.errors.root.message}</Alert>}
      <AffiliationField
        registration={register('affiliation')} error={formState.errors.affiliation?.message} typed={typedTeam} teams={teams}
        onChoose={(team) => setValue('affiliation', team)}
      />
      {canonicalAffiliation(typedTeam, teams) === AFFILIATION_OTHER && (
        <TextField id="team-sheet-other" label="Your team's name (for the organiser)" registration={register('affiliationOther')} error={formState.errors.affiliationOther?.message} />
      )}
      <fieldset className="mb-3">
        <legend className="h5">Couples</legend>
        <p className="form-text mt-0">One row per couple; tick each couple&apos;s events in the columns. Each row is checked as you type.</p>
        {closed.length > 0 && (
          <p className="small text-secondary">
            Closed for new entries (their first round has started): {closed.map((event) => event.eventName).join(', ')}.
          </p>
        )}
        <Table size="sm" responsive bordered className="align-middle" aria-label="Couples and their events">
          <thead>
            <tr>
              <th scope="col">#</th><th scope="col">Lead</th><th scope="col">Follow</th>
              {open.map((event) => <th scope="col" key={event.eventName} className="small">{event.eventName}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((field, index) => (
              <TeamSheetRow
                key={field.id} index={index} values={(watched as SheetValues).rows?.[index]} open={open} events={events}
                problem={teamRowProblem(sheet, index, events)} register={register}
              />
            ))}
          </tbody>
        </Table>
        <Button variant="outline-secondary" size="sm" onClick={() => rows.append({ ...EMPTY_ROW })}>Add a couple</Button>
      </fieldset>
      <ConsentFields
        waiver={register('waiver')} mediaRelease={register('mediaRelease')}
        errors={{ waiver: formState.errors.waiver?.message, mediaRelease: formState.errors.mediaRelease?.message }}
      />
      <p className="small text-secondary">Registering as {user.email}.</p>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Registering...' : `Register ${filled} ${filled === 1 ? 'couple' : 'couples'}`}
      </Button>
      <SubmitConnectionNotice sending={formState.isSubmitting} />
    </Form>
  );
}
