import { competitorIdFor } from '../competitors';
import { applyTreeUpdate } from '../tree-update';
import type { EligibilityRule } from './eligibility-rule';
import { evaluateRegistration } from './evaluate-registration';
import { LevelHistoryError, levelHistoryPatch } from './level-history-patch';
import { overrideNotes, refusalsByEvent } from './refusals-by-event';
import { emptyEvents, enter } from '../../testing/domain/eligibility-fixtures';

const rules: Record<string, EligibilityRule> = {
  adj: { ruleId: 'adj', kind: 'adjacent-levels-only' },
  max: { ruleId: 'max', kind: 'max-levels-per-style', max: 2 },
};

describe('a verdict as the form shows it', () => {
  it('puts each sentence beside the proposed events it refuses, and only those', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Bronze Standard', 'Silver Standard']);
    const verdict = evaluateRegistration({ rules, events }, { leadName: 'Theo Castillo', followName: 'Ana Ruiz', eventNames: ['Prechamp Standard', 'Bronze Latin'] });
    expect(refusalsByEvent(verdict)).toEqual({
      'Prechamp Standard': 'Theo Castillo would be entered in Bronze, Silver and Prechamp Standard; dancers may enter only adjacent levels in a style. '
        + 'Theo Castillo would be entered in Bronze, Silver and Prechamp Standard; dancers may enter at most two levels in a style.',
    });
    expect(overrideNotes(verdict)).toEqual([]);
  });

  it('turns an overridden dancer\'s refusals into one note with the reason', () => {
    const events = enter(emptyEvents(), 'Theo Castillo', 'Mia Lopez', ['Bronze Standard']);
    const theo = competitorIdFor('Theo Castillo');
    const overrides = { [theo]: { personId: theo, dancerName: 'Theo Castillo', reason: 'placed out elsewhere', grantedBy: 'org', grantedAt: 1 } };
    const verdict = evaluateRegistration({ rules, events, overrides }, { leadName: 'Theo Castillo', followName: 'Ana Ruiz', eventNames: ['Gold Standard'] });
    expect(refusalsByEvent(verdict)).toEqual({});
    expect(overrideNotes(verdict)).toEqual([
      "Allowed by the organiser's override for Theo Castillo (placed out elsewhere): Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.",
    ]);
  });
});

describe('past levels the organiser enters', () => {
  it('are stored by dancer and style, and cleared with null', () => {
    const set = applyTreeUpdate({}, levelHistoryPatch('  theo  castillo ', 'Standard', 'Gold'));
    expect(set).toEqual({ eligibility: { history: { [competitorIdFor('Theo Castillo')]: { Standard: 'Gold' } } } });
    expect(applyTreeUpdate(set, levelHistoryPatch('Theo Castillo', 'Standard', null))).toEqual({});
  });

  it('refuse a level off the ladder and an empty name', () => {
    expect(() => levelHistoryPatch('Theo Castillo', 'Standard', 'Open')).toThrow(LevelHistoryError);
    expect(() => levelHistoryPatch(' ', 'Standard', 'Gold')).toThrow(/name/);
  });
});
