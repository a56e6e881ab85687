// /admin/competitors/couples: one couple, one record (issue 19) — merge duplicates, transfer a couple to
// another account, the dancers' e-mails, the per-account limit and team captains.
import { Link } from 'react-router-dom';
import { DataGate } from '../../../console-kit/components/data-gate';
import { useEvents } from '../../../data/hooks/competition';
import { useCouples, useCouplesPerAccount, useTeamCaptains } from '../../../data/people/use-couples';
import { AccountLimitsForm } from '../components/account-limits-form';
import { MergeCouplesPanel } from '../components/merge-couples-panel';
import { MissingRecordsNotice } from '../components/missing-records-notice';
import { TransferCoupleForm } from '../components/transfer-couple-form';
import { CoupleEmailsPanel } from '../components/couple-emails-panel';
import { backNumbers } from '../utils/couple-label';
import { isPlaceholderEntryId } from '../../../domain/constants';

export default function CouplesRoute() {
  const events = useEvents();
  const couples = useCouples();
  const cap = useCouplesPerAccount();
  const roles = useTeamCaptains();
  return (
    <section>
      <p className="mb-2"><Link to="/admin/competitors">← Competitors</Link></p>
      <h1 className="h3">Couples and accounts</h1>
      <DataGate values={[events, couples, cap, roles]}>
        {() => {
          const records = couples.data ?? {};
          const numbers = backNumbers(events.data ?? {});
          const entered = new Set(Object.values(events.data ?? {}).flatMap((e) => Object.keys(e.entries ?? {})).filter((id) => !isPlaceholderEntryId(id)));
          const missing = [...entered].filter((coupleId) => !records[coupleId]).length;
          const captains = Object.entries(roles.data ?? {}).filter(([, g]) => g.teamCaptain).map(([uid, g]) => g.email ?? uid).sort();
          return (
            <>
              <p className="text-muted small" role="status">{Object.keys(records).length} couple records</p>
              <MissingRecordsNotice missing={missing} />
              <MergeCouplesPanel couples={records} numbers={numbers} />
              <TransferCoupleForm couples={records} numbers={numbers} />
              <CoupleEmailsPanel couples={records} numbers={numbers} />
              <AccountLimitsForm cap={typeof cap.data === 'number' ? cap.data : undefined} captains={captains} />
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
