import { competitorIdFor } from '../competitors';
import type { EligibilityRule } from './eligibility-rule';
import { evaluateRegistration } from './evaluate-registration';
import { grantOverridePatch, OverrideRefusedError } from './override';
import { EligibilityRulesError, saveEligibilityRulesPatch } from './save-rules-patch';
import { UnknownEventError } from './seats';
import { emptyEvents, enter } from '../../testing/domain/eligibility-fixtures';

const rulesOf = (...rules: EligibilityRule[]) => Object.fromEntries(rules.map((rule) => [rule.ruleId, rule]));
const theo = (eventNames: string[]) => ({ leadName: 'Theo Castillo', followName: 'Ana Ruiz', eventNames });

describe('eligibility rules explain each refusal in words', () => {
  it('adjacent levels: Bronze already entered, Gold proposed', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Bronze Standard']);
    const verdict = evaluateRegistration({ rules: rulesOf({ ruleId: 'adj', kind: 'adjacent-levels-only' }), events }, theo(['Gold Standard']));
    expect(verdict.allowed).toBe(false);
    expect(verdict.refusals).toEqual([{
      ruleId: 'adj', kind: 'adjacent-levels-only', personId: competitorIdFor('Theo Castillo'), dancerName: 'Theo Castillo',
      eventNames: ['Gold Standard'], message: 'Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.',
    }]);
  });

  it('adjacent levels ignore levels off the ladder and other styles', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Bronze Standard', 'Gold Latin']);
    expect(evaluateRegistration({ rules: rulesOf({ ruleId: 'adj', kind: 'adjacent-levels-only' }), events }, theo(['Silver Standard', 'Open Standard'])).allowed).toBe(true);
  });

  it('maximum levels per style counts the proposal with the existing entries of each partner', () => {
    const events = enter(emptyEvents(), 'Zed Park', 'Ana Ruiz', ['Bronze Latin', 'Silver Latin']);
    const verdict = evaluateRegistration({ rules: rulesOf({ ruleId: 'max', kind: 'max-levels-per-style', max: 2 }), events }, theo(['Gold Latin']));
    expect(verdict.refusals.map((r) => r.message)).toEqual(['Ana Ruiz would be entered in Bronze, Silver and Gold Latin; dancers may enter at most two levels in a style.']);
  });

  it('the highest level danced before blocks lower levels', () => {
    const rule: EligibilityRule = { ruleId: 'hi', kind: 'highest-level-blocks-lower', levelsBelowAllowed: 0, countEntries: false };
    const history = { [competitorIdFor('Theo Castillo')]: { Standard: 'Silver' as const } };
    const verdict = evaluateRegistration({ rules: rulesOf(rule), events: emptyEvents(), history }, theo(['Newcomer Standard', 'Bronze Standard', 'Silver Standard']));
    expect(verdict.refusals.map((r) => [r.eventNames, r.message])).toEqual([[
      ['Newcomer Standard', 'Bronze Standard'],
      'Theo Castillo has danced Silver Standard before, so may not dance Newcomer and Bronze Standard; dancers may not dance below their highest level in a style.',
    ]]);
  });

  it('an event open to listed levels refuses a dancer entered higher in its style', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Gold Standard']);
    const rule: EligibilityRule = { ruleId: 'nc', kind: 'event-open-to-levels', eventName: 'Newcomer Standard', levels: ['Newcomer', 'Bronze'] };
    const verdict = evaluateRegistration({ rules: rulesOf(rule), events }, theo(['Newcomer Standard']));
    expect(verdict.refusals.map((r) => r.message)).toEqual(['Theo Castillo dances Gold Standard; Newcomer Standard is open only to Newcomer and Bronze dancers.']);
  });

  it('one entry per event per dancer, naming both partners', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Open Latin']);
    const verdict = evaluateRegistration({ rules: rulesOf({ ruleId: 'once', kind: 'max-entries-per-event', max: 1 }), events }, theo(['Open Latin']));
    expect(verdict.refusals.map((r) => r.message)).toEqual(['Theo Castillo would dance Open Latin twice (with Mia Lopez and Ana Ruiz); a dancer may dance an event only once.']);
  });

  it('a limit on events per dancer, within styles', () => {
    const rule: EligibilityRule = { ruleId: 'cap', kind: 'max-events-per-dancer', max: 2, styles: ['Latin'] };
    const verdict = evaluateRegistration({ rules: rulesOf(rule), events: emptyEvents() }, theo(['Bronze Latin', 'Silver Latin', 'Open Latin', 'Gold Standard']));
    expect(verdict.refusals.map((r) => r.message)).toEqual([
      'Theo Castillo would be entered in 3 events in Latin; dancers may enter at most 2.',
      'Ana Ruiz would be entered in 3 events in Latin; dancers may enter at most 2.',
    ]);
  });

  it('does not blame a registration for what was already on the books', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Bronze Standard', 'Gold Standard']);
    expect(evaluateRegistration({ rules: rulesOf({ ruleId: 'adj', kind: 'adjacent-levels-only' }), events }, theo(['Bronze Latin'])).allowed).toBe(true);
  });

  it('refuses an event that does not exist', () => {
    expect(() => evaluateRegistration({ rules: {}, events: emptyEvents() }, theo(['Diamond Standard']))).toThrow(UnknownEventError);
  });
});

describe('overrides', () => {
  const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Bronze Standard']);
  const rules = rulesOf({ ruleId: 'adj', kind: 'adjacent-levels-only' }, { ruleId: 'max', kind: 'max-levels-per-style', max: 1 });

  it('sets aside the named rules for one dancer, keeping the reason with the refusal', () => {
    const patch = grantOverridePatch({ dancerName: ' Theo  Castillo ', reason: 'Placed out abroad', ruleIds: ['adj'], grantedBy: 'uid-org', grantedAt: 9 }, ['adj', 'max']);
    const key = `eligibility/overrides/${competitorIdFor('Theo Castillo')}`;
    expect(Object.keys(patch)).toEqual([key]);
    const overrides = { [competitorIdFor('Theo Castillo')]: patch[key] as never };
    const verdict = evaluateRegistration({ rules, events, overrides }, theo(['Gold Standard']));
    expect(verdict.overridden.map((r) => [r.ruleId, r.overrideReason])).toEqual([['adj', 'Placed out abroad']]);
    expect(verdict.refusals.map((r) => r.ruleId)).toEqual(['max']);
  });

  it('needs a reason and real rules', () => {
    expect(() => grantOverridePatch({ dancerName: 'Theo', reason: ' ', grantedBy: 'u', grantedAt: 1 }, [])).toThrow(OverrideRefusedError);
    expect(() => grantOverridePatch({ dancerName: 'Theo', reason: 'ok', ruleIds: ['nope'], grantedBy: 'u', grantedAt: 1 }, ['adj'])).toThrow('do not exist (nope)');
  });
});

describe('saving rules', () => {
  it('saves a valid set in one update and refuses bad parameters, all listed', () => {
    const good = rulesOf({ ruleId: 'adj', kind: 'adjacent-levels-only' });
    expect(saveEligibilityRulesPatch(good, emptyEvents())).toEqual({ 'eligibility/rules': good });
    const bad = rulesOf(
      { ruleId: 'max', kind: 'max-levels-per-style', max: 0 },
      { ruleId: 'ev', kind: 'event-open-to-levels', eventName: 'Nowhere', levels: ['Bronze'] },
    );
    expect(() => saveEligibilityRulesPatch(bad, emptyEvents())).toThrow(EligibilityRulesError);
    expect(() => saveEligibilityRulesPatch(bad, emptyEvents())).toThrow('The limit must be a whole number of at least 1. There is no event "Nowhere"; choose one from the list.');
  });
});
