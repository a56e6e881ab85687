// /admin/eligibility: the organiser's eligibility rules (registration and the CSV import check them),
// overrides for single dancers with a recorded reason, and the past levels the highest-level rule uses.
import { useMemo } from 'react';
import { DataGate } from '../../../console-kit/components/data-gate';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { useAuth } from '../../../data/auth/use-auth';
import { grantOverride, revokeOverride, saveEligibilityRules, setPastLevel } from '../../../use-cases/eligibility/eligibility-writes';
import { useEligibility } from '../../../data/eligibility/use-eligibility';
import { useEvents } from '../../../data/hooks/competition';
import { newRuleId, type EligibilityRecord, type EligibilityRule } from '../../../domain/eligibility';
import type { CompetitionEvent, Style } from '../../../domain/model';
import { EligibilityRuleForm } from '../components/eligibility-rule-form';
import { EligibilityRuleList } from '../components/eligibility-rule-list';
import { OverrideForm, type OverrideRequest } from '../components/override-form';
import { OverrideList } from '../components/override-list';
import { PastLevelsSection } from '../components/past-levels-section';
import { dancersEntered } from '../utils/dancer-names';

function EligibilityScreen({ record, events }: { record: EligibilityRecord; events: Readonly<Record<string, CompetitionEvent>> }) {
  const { user } = useAuth();
  const rules = useMemo(() => record.rules ?? {}, [record.rules]);
  const ruleList = Object.values(rules).sort((a, b) => a.ruleId.localeCompare(b.ruleId));
  const dancers = useMemo(() => dancersEntered(events), [events]);
  const dancerNames = useMemo(() => [...new Set(dancers.values())].sort(), [dancers]);
  const eventNames = useMemo(() => Object.keys(events).sort(), [events]);

  const saveRules = useWrite((next: Record<string, EligibilityRule>) => saveEligibilityRules(next, events));
  const grant = useWrite((request: OverrideRequest) => grantOverride({ ...request, uid: user?.uid ?? '' }, Object.keys(rules)));
  const revoke = useWrite(revokeOverride);
  const pastLevel = useWrite(setPastLevel);

  const add = (rule: EligibilityRule) => saveRules.run({ ...rules, [rule.ruleId]: rule });
  const remove = (ruleId: string) => void saveRules.run(Object.fromEntries(Object.entries(rules).filter(([id]) => id !== ruleId)));
  const overrides = Object.values(record.overrides ?? {}).sort((a, b) => a.dancerName.localeCompare(b.dancerName));

  return (
    <>
      <h2 className="h5 mt-3">Rules</h2>
      <p className="small text-secondary">
        Registration, My entries, Add a couple and the CSV import check these rules with the dancers' other entries and explain each refusal.
        Levels are counted on the ladder Newcomer, Bronze, Silver, Gold, Novice, Prechamp, Championship; Open and other levels are not counted.
      </p>
      <EligibilityRuleList rules={ruleList} onRemove={remove} pending={saveRules.pending} />
      <WriteFeedback error={saveRules.error} done={saveRules.done} doneText="Rules saved." onDismiss={saveRules.clearError} />
      <EligibilityRuleForm eventNames={eventNames} ruleIdFor={(kind) => newRuleId(kind, rules)} onAdd={add} pending={saveRules.pending} />

      <h2 className="h5 mt-4">Overrides</h2>
      <p className="small text-secondary">An override lets one dancer register although a rule refuses them; the reason is kept with your name and the time.</p>
      <OverrideList overrides={overrides} rules={rules} uid={user?.uid} onRevoke={(personId) => void revoke.run(personId)} pending={revoke.pending} />
      <WriteFeedback error={revoke.error} done={revoke.done} doneText="Override revoked." onDismiss={revoke.clearError} />
      {ruleList.length === 0 ? <p className="text-secondary">Add a rule before granting an override.</p> : (
        <>
          <OverrideForm rules={ruleList} dancerNames={dancerNames} onGrant={grant.run} pending={grant.pending} />
          <WriteFeedback error={grant.error} done={grant.done} doneText="Override granted." onDismiss={grant.clearError} />
        </>
      )}

      <h2 className="h5 mt-4">Past levels</h2>
      <p className="small text-secondary">The highest level each dancer has danced before, from past results: the "highest level danced blocks lower ones" rule measures from it.</p>
      <PastLevelsSection
        history={record.history ?? {}} names={dancers} dancerNames={dancerNames}
        onSet={(name: string, style: Style, level: string | null) => pastLevel.run(name, style, level)} pending={pastLevel.pending}
      />
      <WriteFeedback error={pastLevel.error} done={pastLevel.done} doneText="Past levels saved." onDismiss={pastLevel.clearError} />
    </>
  );
}

export default function EligibilityRoute() {
  const eligibility = useEligibility();
  const events = useEvents();
  return (
    <section>
      <h1 className="h3">Eligibility</h1>
      <DataGate values={[eligibility, events]}>
        {() => <EligibilityScreen record={eligibility.data ?? {}} events={events.data ?? {}} />}
      </DataGate>
    </section>
  );
}
