import { competitorIdFor } from '../domain/competitors';
import { eligibilityContext, evaluateRegistration, saveEligibilityRulesPatch, type EligibilityRecord } from '../domain/eligibility';
import type { CompetitionEvent } from '../domain/model';
import { storedForm } from '../domain/tree-update';
import { withStoredArrays } from '../domain/transfer';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoReturningDancer } from './demo-eligibility';
import { generateDemoCompetition } from './generate-demo';

const NOW = Date.UTC(2026, 10, 22, 15, 7, 30);
const UIDS = Object.fromEntries(DEMO_ACCOUNTS.map((account, i) => [account.email, `uid-${i}`]));
const tree = generateDemoCompetition(NOW, { uids: UIDS });
const events = tree.events as Record<string, CompetitionEvent>;
// As the database hands it back: stored lists come back as arrays.
const record = withStoredArrays(tree.eligibility) as EligibilityRecord;

/** Every entry of the demo checked as if it were being registered now, against everything else entered. */
function verdicts(withRecord: EligibilityRecord) {
  const context = eligibilityContext(withRecord, events);
  return Object.values(events).flatMap((event) => Object.values(event.entries ?? {}).map((entry) =>
    evaluateRegistration(context, { leadName: entry.leadName, followName: entry.followName, eventNames: [event.eventName] })));
}

describe('the demo eligibility rules', () => {
  it('are a valid rule set of five types, stored with one override that names its reason and the organiser', () => {
    expect(() => saveEligibilityRulesPatch(record.rules ?? {}, events)).not.toThrow();
    expect(Object.values(record.rules ?? {}).map((rule) => rule.kind).sort()).toEqual([
      'adjacent-levels-only', 'event-open-to-levels', 'highest-level-blocks-lower', 'max-entries-per-event', 'max-levels-per-style',
    ]);
    const overrides = Object.values(record.overrides ?? {});
    expect(overrides).toHaveLength(1);
    expect(overrides[0].grantedBy).toBe(UIDS['organiser@demo.test']);
    expect(overrides[0].reason).toMatch(/placed out of Gold Standard/);
    expect(storedForm(record)).toEqual(tree.eligibility);
  });

  it('are kept by every entry of the demo except the overridden dancer, whose refusals the override sets aside', () => {
    const returning = demoReturningDancer(events);
    const all = verdicts(record);
    expect(all.every((verdict) => verdict.allowed)).toBe(true);
    const overridden = all.flatMap((verdict) => verdict.overridden);
    expect(overridden.length).toBeGreaterThan(0);
    expect(new Set(overridden.map((refusal) => refusal.personId))).toEqual(new Set([returning.personId]));
    expect(overridden[0].message).toMatch(new RegExp(`^${returning.name} has danced Gold Standard before`));
  });

  it('would refuse the returning dancer without the override, and nobody else', () => {
    const refused = verdicts({ ...record, overrides: {} }).flatMap((verdict) => verdict.refusals);
    expect(new Set(refused.map((refusal) => refusal.personId))).toEqual(new Set([competitorIdFor(demoReturningDancer(events).name)]));
  });
});
