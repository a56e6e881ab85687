// Add one eligibility rule: its type, then only the parameters that type takes.
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LEVEL_LADDER, RULE_KIND_LABELS, ELIGIBILITY_RULE_KINDS, type EligibilityRule } from '../../../domain/eligibility';
import { STYLES } from '../../../domain/model';
import { EMPTY_RULE_FORM, isRuleKind, ruleFromForm, type RuleFormField, type RuleFormValues } from '../utils/rule-form';

export interface EligibilityRuleFormProps {
  eventNames: readonly string[];
  /** A key for the new rule of this kind. */
  ruleIdFor: (kind: EligibilityRule['kind']) => string;
  /** Resolves true when the rule was saved (the form then empties). */
  onAdd: (rule: EligibilityRule) => Promise<boolean>;
  pending: boolean;
}

type Errors = Partial<Record<RuleFormField, string>>;

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

function Checks({ legend, options, chosen, onChange, error, id }: { legend: string; options: readonly string[]; chosen: readonly string[]; onChange: (next: string[]) => void; error?: string; id: string }) {
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="h6">{legend}</legend>
      {error && <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">{error}</div>}
      {options.map((option) => (
        <Form.Check inline key={option} id={`${id}-${option}`} type="checkbox" label={option} checked={chosen.includes(option)} onChange={(e) => onChange(toggled(chosen, option, e.target.checked))} />
      ))}
    </fieldset>
  );
}

export function EligibilityRuleForm({ eventNames, ruleIdFor, onAdd, pending }: EligibilityRuleFormProps) {
  const id = useId();
  const [values, setValues] = useState<RuleFormValues>(EMPTY_RULE_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends RuleFormField>(field: K, value: RuleFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const { kind } = values;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = ruleFromForm(values, kind === '' ? '' : ruleIdFor(kind));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (await onAdd(result.rule)) setValues(EMPTY_RULE_FORM);
  }

  const number = (field: 'limit' | 'levelsBelow', label: string, help: string) => (
    <Form.Group controlId={`${id}-${field}`} className="mb-3" style={{ maxWidth: '20rem' }}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        inputMode="numeric" value={values[field]} isInvalid={Boolean(errors[field])} onChange={(e) => set(field, e.target.value)}
        aria-describedby={errors[field] ? `${id}-${field}-help ${id}-${field}-error` : `${id}-${field}-help`}
      />
      <Form.Text id={`${id}-${field}-help`}>{help}</Form.Text>
      <Form.Control.Feedback id={`${id}-${field}-error`} type="invalid" role="alert">{errors[field]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a rule" className="border rounded p-3 mb-4">
      <Form.Group controlId={`${id}-kind`} className="mb-3" style={{ maxWidth: '30rem' }}>
        <Form.Label>Rule type</Form.Label>
        <Form.Select value={kind} isInvalid={Boolean(errors.kind)} aria-describedby={errors.kind ? `${id}-kind-error` : undefined} onChange={(e) => { set('kind', isRuleKind(e.target.value) ? e.target.value : ''); setErrors({}); }}>
          <option value="">Choose a rule type…</option>
          {ELIGIBILITY_RULE_KINDS.map((k) => <option key={k} value={k}>{RULE_KIND_LABELS[k]}</option>)}
        </Form.Select>
        <Form.Control.Feedback id={`${id}-kind-error`} type="invalid" role="alert">{errors.kind}</Form.Control.Feedback>
      </Form.Group>
      {kind === 'max-levels-per-style' && number('limit', 'Most levels per style', 'For example 2: a dancer in Bronze and Silver Standard may not also enter Gold Standard.')}
      {kind === 'max-entries-per-event' && number('limit', 'Times one dancer may dance an event', '1: one partner per event.')}
      {kind === 'max-events-per-dancer' && number('limit', 'Most events per dancer', 'Counted over the styles ticked below (all styles when none is).')}
      {kind === 'highest-level-blocks-lower' && (
        <>
          {number('levelsBelow', 'Levels allowed below the highest', '0: nothing below the highest level; 1: one level below it.')}
          <Form.Check className="mb-3" id={`${id}-count`} type="checkbox" label="Also count the levels entered at this competition (not only past results)" checked={values.countEntries} onChange={(e) => set('countEntries', e.target.checked)} />
        </>
      )}
      {kind === 'event-open-to-levels' && (
        <>
          <Form.Group controlId={`${id}-event`} className="mb-3" style={{ maxWidth: '30rem' }}>
            <Form.Label>Event</Form.Label>
            <Form.Select value={values.eventName} isInvalid={Boolean(errors.eventName)} aria-describedby={errors.eventName ? `${id}-event-error` : undefined} onChange={(e) => set('eventName', e.target.value)}>
              <option value="">Choose an event…</option>
              {eventNames.map((name) => <option key={name} value={name}>{name}</option>)}
            </Form.Select>
            <Form.Control.Feedback id={`${id}-event-error`} type="invalid" role="alert">{errors.eventName}</Form.Control.Feedback>
          </Form.Group>
          <Checks id={`${id}-levels`} legend="Open to dancers at these levels" options={LEVEL_LADDER} chosen={values.levels} onChange={(next) => set('levels', next)} error={errors.levels} />
        </>
      )}
      {kind !== '' && kind !== 'event-open-to-levels' && (
        <Checks id={`${id}-styles`} legend="Styles (none ticked: every style)" options={STYLES} chosen={values.styles} onChange={(next) => set('styles', next)} error={errors.styles} />
      )}
      <Button type="submit" disabled={pending}>{pending ? 'Saving…' : 'Add rule'}</Button>
    </Form>
  );
}
