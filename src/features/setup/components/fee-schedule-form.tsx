// The organiser's fee schedule: per-dancer and per-entry prices by tier (the tiers' dates are the
// registration dates, saved with it), team rates, flat discounts, the refund rule and payment instructions.
// Every problem shows beside its field; nothing is saved until all are fixed.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type FeeScheduleDraft, FeeScheduleError, type RegistrationDates, type TierText, draftOfSchedule, feeScheduleIssues, scheduleFromDraft, teamRateKey } from '../../../domain/money';
import type { FeeSchedule } from '../../../domain/money';
import { fromDateTimeInput, toDateTimeInput } from '../../../console-kit/utils/datetime-input';

export interface FeeScheduleFormProps {
  schedule: FeeSchedule | null;
  dates: RegistrationDates;
  onSave: (schedule: FeeSchedule, dates: RegistrationDates) => Promise<void>;
}

type Problems = Record<string, string>;

function Field({ id, label, value, onChange, problem, type = 'text', children }: { id: string; label: string; value: string; onChange: (v: string) => void; problem?: string; type?: string; children?: ReactNode }) {
  return (
    <Form.Group controlId={id} className="col-6 col-md-4">
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} inputMode={type === 'text' ? 'decimal' : undefined} value={value} onChange={(e) => onChange(e.target.value)} isInvalid={problem !== undefined} />
      <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
      {children}
    </Form.Group>
  );
}

const EMPTY_TEAM_TIERS: TierText = { early: '', regular: '', late: '' };

const DATE_FIELDS = [
  ['dateRegistrationEarly', 'Early-bird deadline'],
  ['dateRegistrationOpen', 'Regular deadline'],
  ['dateRegistrationClosed', 'Registration closes'],
] as const;

export function FeeScheduleForm({ schedule, dates: savedDates, onSave }: FeeScheduleFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<FeeScheduleDraft>(() => draftOfSchedule(schedule));
  const [dates, setDates] = useState(() => Object.fromEntries(DATE_FIELDS.map(([key]) => [key, toDateTimeInput(savedDates[key])])) as Record<(typeof DATE_FIELDS)[number][0], string>);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const tier = (fee: 'dancerFee' | 'entryFee', t: keyof TierText) => (value: string) => setDraft((d) => ({ ...d, [fee]: { ...d[fee], [t]: value } }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const parsedDates: RegistrationDates = Object.fromEntries(DATE_FIELDS.flatMap(([key]) => {
      const ms = fromDateTimeInput(dates[key]);
      return ms === null ? [] : [[key, ms]];
    }));
    const { schedule: next, issues } = scheduleFromDraft(draft);
    const all = issues.length > 0 ? issues : feeScheduleIssues(next, parsedDates);
    setProblems(Object.fromEntries(all.map((issue) => [issue.field, issue.message])));
    if (all.length > 0) return;
    setBusy(true);
    try {
      await onSave(next, parsedDates);
      setStatus('Fee schedule saved.');
    } catch (cause) {
      if (cause instanceof FeeScheduleError) setProblems(Object.fromEntries(cause.issues.map((i) => [i.field, i.message])));
      else setProblems({ form: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      setBusy(false);
    }
  };

  const tierFields = (fee: 'dancerFee' | 'entryFee', noun: string) => (
    <fieldset className="row g-2 mb-2">
      <legend className="fs-6 fw-semibold">{noun}</legend>
      {(['early', 'regular', 'late'] as const).map((t) => (
        <Field key={t} id={`${id}-${fee}-${t}`} label={`${noun}, ${t}${t === 'regular' ? '' : ' (optional)'}`} value={draft[fee][t]} onChange={tier(fee, t)} problem={problems[`${fee}.${t}`]} />
      ))}
    </fieldset>
  );

  return (
    <Form aria-label="Fee schedule" onSubmit={submit} noValidate className="border rounded p-3">
      <div className="row g-2 mb-2">
        <Field id={`${id}-currency`} label="Currency (ISO code)" value={draft.currency} onChange={(v) => setDraft((d) => ({ ...d, currency: v }))} problem={problems.currency} />
      </div>
      <fieldset className="row g-2 mb-2">
        <legend className="fs-6 fw-semibold">Tier dates (the registration dates)</legend>
        {DATE_FIELDS.map(([key, label]) => (
          <Field key={key} id={`${id}-${key}`} type="datetime-local" label={label} value={dates[key]} onChange={(v) => setDates((d) => ({ ...d, [key]: v }))} problem={problems[key]} />
        ))}
      </fieldset>
      {tierFields('dancerFee', 'Registration fee per dancer')}
      {tierFields('entryFee', 'Fee per entry (each dancer)')}
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">Team rates (replace the base prices for a team's dancers; a blank early or late price falls back to the team's regular one)</legend>
        {draft.teamRates.map((rate, i) => {
          const set = (part: Partial<typeof rate>) => setDraft((d) => ({ ...d, teamRates: d.teamRates.map((r, j) => (j === i ? { ...r, ...part } : r)) }));
          const key = teamRateKey(rate.affiliation);
          const teamTiers = (fee: 'dancerFee' | 'entryFee', noun: string) => (['early', 'regular', 'late'] as const).map((t) => (
            <Field key={`${fee}-${t}`} id={`${id}-team-${i}-${fee}-${t}`} label={`Team ${i + 1} ${noun}, ${t}${t === 'regular' ? '' : ' (optional)'}`}
              value={rate[fee][t]} onChange={(v) => set({ [fee]: { ...rate[fee], [t]: v } })} problem={problems[`teamRates.${key}.${fee}.${t}`]} />
          ));
          return (
            <div className="row g-2 mb-2" key={i}>
              <Field id={`${id}-team-${i}`} label={`Team ${i + 1}`} value={rate.affiliation} onChange={(v) => set({ affiliation: v })} />
              <div className="w-100" />
              {teamTiers('dancerFee', 'registration fee')}
              {teamTiers('entryFee', 'entry fee')}
            </div>
          );
        })}
        <Button size="sm" variant="outline-secondary" onClick={() => setDraft((d) => ({ ...d, teamRates: [...d.teamRates, { affiliation: '', dancerFee: EMPTY_TEAM_TIERS, entryFee: EMPTY_TEAM_TIERS }] }))}>Add a team rate</Button>
      </fieldset>
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">Discounts (a flat price, whatever the tier)</legend>
        {draft.discounts.map((discount, i) => {
          const set = (part: Partial<typeof discount>) => setDraft((d) => ({ ...d, discounts: d.discounts.map((x, j) => (j === i ? { ...x, ...part } : x)) }));
          return (
            <div className="row g-2" key={i}>
              <Field id={`${id}-discount-${i}`} label={`Discount ${i + 1} name`} value={discount.label} onChange={(v) => set({ label: v })} problem={problems[`discounts.${discount.key}.label`]} />
              <Field id={`${id}-discount-${i}-dancer`} label={`Discount ${i + 1} registration fee`} value={discount.dancerFee} onChange={(v) => set({ dancerFee: v })} problem={problems[`discounts.${discount.key}.dancerFee`]} />
              <Field id={`${id}-discount-${i}-entry`} label={`Discount ${i + 1} entry fee`} value={discount.entryFee} onChange={(v) => set({ entryFee: v })} problem={problems[`discounts.${discount.key}.entryFee`]} />
            </div>
          );
        })}
        <Button size="sm" variant="outline-secondary" onClick={() => setDraft((d) => ({ ...d, discounts: [...d.discounts, { key: '', label: '', dancerFee: '', entryFee: '' }] }))}>Add a discount</Button>
      </fieldset>
      <div className="row g-2 mb-2">
        <Field id={`${id}-refund`} type="datetime-local" label="Refund withdrawn entries until (blank: no refunds)" value={toDateTimeInput(draft.refundUntil)} onChange={(v) => setDraft((d) => ({ ...d, refundUntil: fromDateTimeInput(v) }))} problem={problems['refund.until']} />
      </div>
      <Form.Group controlId={`${id}-instructions`} className="mb-2">
        <Form.Label>Payment instructions (shown to registrants)</Form.Label>
        <Form.Control as="textarea" rows={3} value={draft.paymentInstructions} onChange={(e) => setDraft((d) => ({ ...d, paymentInstructions: e.target.value }))} />
      </Form.Group>
      {problems.form && <p role="alert" className="text-danger">{problems.form}</p>}
      {Object.keys(problems).length > 0 && !problems.form && <p role="alert" className="text-danger">Fix the fields marked in red; nothing was saved.</p>}
      {status && <p role="status" className="text-success">{status}</p>}
      <Button type="submit" disabled={busy}>Save fee schedule</Button>
    </Form>
  );
}
