import { describeRule, newRuleId } from './describe-rule';

describe('a rule in words', () => {
  it('says what each rule type allows, and where', () => {
    expect(describeRule({ ruleId: 'a', kind: 'max-levels-per-style', max: 2, styles: ['Standard', 'Latin'] })).toBe('A dancer may enter at most 2 levels in a style (Standard and Latin only).');
    expect(describeRule({ ruleId: 'b', kind: 'adjacent-levels-only' })).toBe('A dancer may enter only adjacent levels in a style.');
    expect(describeRule({ ruleId: 'c', kind: 'highest-level-blocks-lower', levelsBelowAllowed: 0, countEntries: false })).toBe('A dancer may not dance below their highest level in past results.');
    expect(describeRule({ ruleId: 'd', kind: 'highest-level-blocks-lower', levelsBelowAllowed: 1, countEntries: true })).toBe("A dancer may not dance more than 1 level below their highest level (past results or this competition's entries).");
    expect(describeRule({ ruleId: 'e', kind: 'event-open-to-levels', eventName: 'Newcomer Latin', levels: ['Bronze', 'Newcomer'], styles: ['Latin'] })).toBe('Newcomer Latin is open only to Newcomer and Bronze dancers.');
    expect(describeRule({ ruleId: 'f', kind: 'max-entries-per-event', max: 1 })).toBe('A dancer may dance an event only once.');
    expect(describeRule({ ruleId: 'g', kind: 'max-events-per-dancer', max: 6, styles: ['Smooth'] })).toBe('A dancer may enter at most 6 events (Smooth only).');
  });

  it('gives a new rule a key no other rule has', () => {
    expect(newRuleId('adjacent-levels-only', {})).toBe('adjacent-levels-only-1');
    expect(newRuleId('adjacent-levels-only', { 'adjacent-levels-only-1': 1, 'adjacent-levels-only-2': 1 })).toBe('adjacent-levels-only-3');
  });
});
