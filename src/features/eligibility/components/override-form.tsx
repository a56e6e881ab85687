// Grant an override: a dancer, the rules set aside (all, or some), and the reason, which is required.
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describeRule, type EligibilityRule } from '../../../domain/eligibility';

export interface OverrideRequest {
  dancerName: string;
  reason: string;
  /** Absent: every rule. */
  ruleIds?: string[];
}

export interface OverrideFormProps {
  rules: readonly EligibilityRule[];
  dancerNames: readonly string[];
  onGrant: (request: OverrideRequest) => Promise<boolean>;
  pending: boolean;
}

interface Errors { dancerName?: string; reason?: string; ruleIds?: string }

export function OverrideForm({ rules, dancerNames, onGrant, pending }: OverrideFormProps) {
  const id = useId();
  const [dancerName, setDancerName] = useState('');
  const [reason, setReason] = useState('');
  const [allRules, setAllRules] = useState(true);
  const [ruleIds, setRuleIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (dancerName.trim() === '') found.dancerName = "Enter the dancer's full name.";
    if (reason.trim() === '') found.reason = 'Give the reason for the override; it is kept with it for anyone who asks later.';
    if (!allRules && ruleIds.length === 0) found.ruleIds = 'Tick at least one rule to set aside, or choose all rules.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onGrant({ dancerName, reason, ...(allRules ? {} : { ruleIds }) })) {
      setDancerName('');
      setReason('');
      setAllRules(true);
      setRuleIds([]);
    }
  }

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Grant an override" className="border rounded p-3 mb-3">
      <Form.Group controlId={`${id}-dancer`} className="mb-3" style={{ maxWidth: '30rem' }}>
        <Form.Label>Dancer</Form.Label>
        <Form.Control list={`${id}-dancers`} value={dancerName} isInvalid={Boolean(errors.dancerName)} aria-describedby={errors.dancerName ? `${id}-dancer-error` : undefined} onChange={(e) => setDancerName(e.target.value)} autoComplete="off" />
        <datalist id={`${id}-dancers`}>{dancerNames.map((name) => <option key={name} value={name} />)}</datalist>
        <Form.Control.Feedback id={`${id}-dancer-error`} type="invalid" role="alert">{errors.dancerName}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={errors.ruleIds ? `${id}-rules-error` : undefined}>
        <legend className="h6">Rules set aside</legend>
        {errors.ruleIds && <div id={`${id}-rules-error`} className="invalid-feedback d-block" role="alert">{errors.ruleIds}</div>}
        <Form.Check type="radio" id={`${id}-all`} name={`${id}-scope`} label="All rules" checked={allRules} onChange={() => setAllRules(true)} />
        <Form.Check type="radio" id={`${id}-some`} name={`${id}-scope`} label="Only these rules:" checked={!allRules} onChange={() => setAllRules(false)} />
        {!allRules && rules.map((rule) => (
          <Form.Check
            key={rule.ruleId} className="ms-4" type="checkbox" id={`${id}-rule-${rule.ruleId}`} label={describeRule(rule)} checked={ruleIds.includes(rule.ruleId)}
            onChange={(e) => setRuleIds((ids) => (e.target.checked ? [...ids, rule.ruleId] : ids.filter((x) => x !== rule.ruleId)))}
          />
        ))}
      </fieldset>
      <Form.Group controlId={`${id}-reason`} className="mb-3" style={{ maxWidth: '40rem' }}>
        <Form.Label>Reason</Form.Label>
        <Form.Control as="textarea" rows={2} value={reason} isInvalid={Boolean(errors.reason)} aria-describedby={errors.reason ? `${id}-reason-error` : undefined} onChange={(e) => setReason(e.target.value)} />
        <Form.Control.Feedback id={`${id}-reason-error`} type="invalid" role="alert">{errors.reason}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={pending}>{pending ? 'Saving…' : 'Grant override'}</Button>
    </Form>
  );
}
