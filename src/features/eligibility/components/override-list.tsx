// The overrides granted: who, which rules, why, by whom and when; each can be revoked.
import { format } from 'date-fns';
import Table from 'react-bootstrap/Table';
import { ConfirmButton } from '../../../console-kit/components/confirm-button';
import { describeRule, type EligibilityOverride, type EligibilityRule } from '../../../domain/eligibility';

export interface OverrideListProps {
  overrides: readonly EligibilityOverride[];
  rules: Readonly<Record<string, EligibilityRule>>;
  /** The signed-in organiser's uid, to say "you" for their own grants. */
  uid: string | undefined;
  onRevoke: (personId: string) => void;
  pending: boolean;
}

export function OverrideList({ overrides, rules, uid, onRevoke, pending }: OverrideListProps) {
  if (overrides.length === 0) return <p className="text-secondary">No overrides granted.</p>;
  return (
    <Table responsive size="sm" aria-label="Overrides">
      <thead>
        <tr><th scope="col">Dancer</th><th scope="col">Rules set aside</th><th scope="col">Reason</th><th scope="col">Granted</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
      </thead>
      <tbody>
        {overrides.map((o) => (
          <tr key={o.personId}>
            <th scope="row">{o.dancerName}</th>
            <td>{o.ruleIds ? o.ruleIds.map((ruleId) => (rules[ruleId] ? describeRule(rules[ruleId]) : `${ruleId} (removed)`)).join(' ') : 'All rules'}</td>
            <td>{o.reason}</td>
            <td>{o.grantedBy === uid ? 'You' : `Account ${o.grantedBy}`}, {format(o.grantedAt, 'd MMM yyyy HH:mm')}</td>
            <td><ConfirmButton label={`Revoke the override for ${o.dancerName}`} text="Revoke" confirmLabel="Revoke it" disabled={pending} onConfirm={() => onRevoke(o.personId)} /></td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
