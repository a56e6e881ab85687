// The competition's eligibility rules in words, each with a way to remove it.
import ListGroup from 'react-bootstrap/ListGroup';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { RULE_KIND_LABELS, describeRule, type EligibilityRule } from '../../../domain/eligibility';

export interface EligibilityRuleListProps {
  rules: readonly EligibilityRule[];
  onRemove: (ruleId: string) => void;
  pending: boolean;
}

export function EligibilityRuleList({ rules, onRemove, pending }: EligibilityRuleListProps) {
  if (rules.length === 0) return <p className="text-secondary">No rules: every registration is accepted as far as levels go.</p>;
  return (
    <ListGroup as="ul" aria-label="Eligibility rules" className="mb-3">
      {rules.map((rule) => (
        <ListGroup.Item as="li" key={rule.ruleId} className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span>
            <strong className="d-block">{RULE_KIND_LABELS[rule.kind]}</strong>
            {describeRule(rule)}
          </span>
          <ConfirmButton label={`Remove rule: ${describeRule(rule)}`} text="Remove" confirmLabel="Remove the rule" disabled={pending} onConfirm={() => onRemove(rule.ruleId)} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
