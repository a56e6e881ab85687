import { competitorIdFor } from '../competitors';
import type { EligibilityRule } from './eligibility-rule';
import { eligibilityAsTicked } from './eligibility-as-ticked';
import { emptyEvents, enter } from '../../testing/domain/eligibility-fixtures';

const rulesOf = (...rules: EligibilityRule[]) => Object.fromEntries(rules.map((rule) => [rule.ruleId, rule]));
const couple = { leadName: 'Theo Castillo', followName: 'Ana Ruiz' };

describe('eligibility as the dancer ticks', () => {
  it('marks an event the couple may not enter on its own, ticked or not, with one sentence', () => {
    const history = { [competitorIdFor('Theo Castillo')]: { Standard: 'Silver' as const } };
    const rule: EligibilityRule = { ruleId: 'hi', kind: 'highest-level-blocks-lower', levelsBelowAllowed: 0, countEntries: false };
    const seen = eligibilityAsTicked({ rules: rulesOf(rule), events: emptyEvents(), history }, couple, ['Bronze Standard']);
    expect(seen.marks['Bronze Standard']).toBe('Theo Castillo has danced Silver Standard before, so may not dance Bronze Standard; dancers may not dance below their highest level in a style.');
    expect(seen.marks['Newcomer Standard']).toMatch(/^Theo Castillo has danced Silver Standard before, so may not dance Newcomer Standard;/);
    expect(seen.marks['Silver Standard']).toBeUndefined();
    expect(seen.marks['Bronze Latin']).toBeUndefined();
    // A box refused on its own is not also a conflict between ticked boxes.
    expect(seen.conflicts).toEqual([]);
  });

  it('marks an unticked event that would clash with what is ticked, and says a clash between ticked boxes once, naming the box to untick', () => {
    const context = { rules: rulesOf({ ruleId: 'max', kind: 'max-levels-per-style', max: 1 }), events: emptyEvents() };
    const one = eligibilityAsTicked(context, couple, ['Bronze Latin']);
    expect(one.marks['Silver Latin']).toBe('Theo Castillo would be entered in Bronze and Silver Latin; dancers may enter at most one level in a style.');
    expect(one.marks['Bronze Standard']).toBeUndefined();
    expect(one.conflicts).toEqual([]);
    // Both dancers break the rule, but the sentence is said once; the box ticked last is the one to untick.
    const two = eligibilityAsTicked(context, couple, ['Bronze Latin', 'Silver Latin']);
    expect(two.conflicts).toEqual(['Untick Silver Latin: Theo Castillo would be entered in Bronze and Silver Latin; dancers may enter at most one level in a style.']);
    expect(two.marks['Silver Latin']).toBeUndefined();
    expect(two.marks['Bronze Latin']).toBeUndefined();
  });

  it('names the box whose removal settles the clash, not merely the last ticked', () => {
    const seen = eligibilityAsTicked({ rules: rulesOf({ ruleId: 'adj', kind: 'adjacent-levels-only' }), events: emptyEvents() }, couple, ['Bronze Standard', 'Gold Standard', 'Newcomer Standard']);
    // Unticking Gold leaves Newcomer and Bronze, adjacent; unticking Newcomer (ticked last) would leave the gap.
    expect(seen.conflicts).toEqual(['Untick Gold Standard: Theo Castillo would be entered in Newcomer, Bronze and Gold Standard; dancers may enter only adjacent levels in a style.']);
  });

  it('counts the entries the dancers already have', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Open Latin']);
    const seen = eligibilityAsTicked({ rules: rulesOf({ ruleId: 'once', kind: 'max-entries-per-event', max: 1 }), events }, couple, []);
    expect(seen.marks['Open Latin']).toBe('Theo Castillo would dance Open Latin twice (with Mia Lopez and Ana Ruiz); a dancer may dance an event only once.');
  });

  it('marks nothing without both names, without rules, or for a dancer the organiser overrode', () => {
    const rules = rulesOf({ ruleId: 'max', kind: 'max-levels-per-style', max: 1 });
    expect(eligibilityAsTicked({ rules, events: emptyEvents() }, { leadName: 'Theo Castillo', followName: ' ' }, ['Bronze Latin', 'Silver Latin'])).toEqual({ marks: {}, conflicts: [] });
    expect(eligibilityAsTicked({ rules: {}, events: emptyEvents() }, couple, ['Bronze Latin', 'Silver Latin'])).toEqual({ marks: {}, conflicts: [] });
    const override = (name: string) => ({ personId: competitorIdFor(name), dancerName: name, reason: 'transfer student', grantedBy: 'org', grantedAt: 1 });
    const overrides = { [competitorIdFor('Theo Castillo')]: override('Theo Castillo'), [competitorIdFor('Ana Ruiz')]: override('Ana Ruiz') };
    expect(eligibilityAsTicked({ rules, events: emptyEvents(), overrides }, couple, ['Bronze Latin', 'Silver Latin'])).toEqual({ marks: {}, conflicts: [] });
  });
});
