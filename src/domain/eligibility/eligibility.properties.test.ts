import fc from 'fast-check';
import { competitorIdFor } from '../competitors';
import type { Level } from '../model';
import type { EligibilityRule } from './eligibility-rule';
import { evaluateRegistration, type EligibilityContext } from './evaluate-registration';
import { LEVEL_LADDER, ladderIndex } from './level-ladder';
import { emptyEvents, enter, eventName } from '../../testing/domain/eligibility-fixtures';

// Theo's existing Standard entries (each with another partner) and a proposal for Theo with Ana.
const THEO = competitorIdFor('Theo Castillo');
const PARTNERS = ['Mia Lopez', 'Lia Stone', 'Ora Vance'];
const LEVELS: readonly Level[] = [...LEVEL_LADDER, 'Open'];
const arbLevel = fc.constantFrom(...LEVELS);
const arbExisting = fc.array(fc.record({ level: arbLevel, partner: fc.constantFrom(...PARTNERS) }), { maxLength: 6 });
const arbProposed = fc.uniqueArray(arbLevel, { minLength: 1, maxLength: 4 });

function setUp(existing: readonly { level: Level; partner: string }[]) {
  const events = emptyEvents();
  for (const { level, partner } of existing) enter(events, 'Theo Castillo', partner, [eventName(level, 'Standard')]);
  return events;
}

function theoRefused(context: EligibilityContext, proposed: readonly Level[]): boolean {
  const verdict = evaluateRegistration(context, { leadName: 'Theo Castillo', followName: 'Ana Ruiz', eventNames: proposed.map((l) => eventName(l, 'Standard')) });
  return verdict.refusals.some((r) => r.personId === THEO);
}

const ladderSet = (levels: readonly Level[]) => [...new Set(levels.filter((l) => ladderIndex(l) !== -1))];
const existingLevels = (existing: readonly { level: Level }[]) => existing.map((e) => e.level);
const one = (rule: EligibilityRule) => ({ [rule.ruleId]: rule });

describe('eligibility properties, one per rule type', () => {
  it('max levels per style: refused exactly when the ladder levels exceed the limit', () => {
    fc.assert(fc.property(arbExisting, arbProposed, fc.integer({ min: 1, max: 4 }), (existing, proposed, max) => {
      const all = ladderSet([...existingLevels(existing), ...proposed]);
      const expected = all.length > max && ladderSet(proposed).length > 0;
      expect(theoRefused({ rules: one({ ruleId: 'r', kind: 'max-levels-per-style', max }), events: setUp(existing) }, proposed)).toBe(expected);
    }));
  });

  it('adjacent levels: refused exactly when the ladder levels leave a gap', () => {
    fc.assert(fc.property(arbExisting, arbProposed, (existing, proposed) => {
      const indices = ladderSet([...existingLevels(existing), ...proposed]).map(ladderIndex);
      const gap = indices.length > 0 && Math.max(...indices) - Math.min(...indices) + 1 !== indices.length;
      expect(theoRefused({ rules: one({ ruleId: 'r', kind: 'adjacent-levels-only' }), events: setUp(existing) }, proposed)).toBe(gap && ladderSet(proposed).length > 0);
    }));
  });

  it('highest level danced: refused exactly when a proposed level is too far below it', () => {
    fc.assert(fc.property(fc.constantFrom(...LEVEL_LADDER), arbProposed, fc.integer({ min: 0, max: 3 }), (past, proposed, allowed) => {
      const rule: EligibilityRule = { ruleId: 'r', kind: 'highest-level-blocks-lower', levelsBelowAllowed: allowed, countEntries: false };
      const expected = proposed.some((l) => ladderIndex(l) !== -1 && ladderIndex(l) < ladderIndex(past) - allowed);
      expect(theoRefused({ rules: one(rule), events: emptyEvents(), history: { [THEO]: { Standard: past } } }, proposed)).toBe(expected);
    }));
  });

  it('event open to levels: refused exactly when the dancer’s highest other level is outside the list', () => {
    const restricted = 'Newcomer Standard';
    fc.assert(fc.property(arbExisting, arbProposed, fc.uniqueArray(fc.constantFrom(...LEVEL_LADDER), { minLength: 1 }), (existingAll, proposedOthers, open) => {
      const existing = existingAll.filter((e) => e.level !== 'Newcomer');
      const others = proposedOthers.filter((l) => l !== 'Newcomer');
      const proposed: Level[] = ['Newcomer', ...others];
      const levels = ladderSet([...existingLevels(existing), ...others]).map(ladderIndex);
      const level = levels.length === 0 ? undefined : LEVEL_LADDER[Math.max(...levels)];
      const rule: EligibilityRule = { ruleId: 'r', kind: 'event-open-to-levels', eventName: restricted, levels: open };
      expect(theoRefused({ rules: one(rule), events: setUp(existing) }, proposed)).toBe(level !== undefined && !open.includes(level));
    }));
  });

  it('entries per event: refused exactly when a proposed event would hold the dancer too often', () => {
    fc.assert(fc.property(arbExisting, arbProposed, fc.integer({ min: 1, max: 3 }), (existing, proposed, max) => {
      const events = setUp(existing);
      const countIn = (level: Level) => Object.values(events[eventName(level, 'Standard')].entries ?? {}).length;
      const expected = proposed.some((level) => countIn(level) + 1 > max);
      expect(theoRefused({ rules: one({ ruleId: 'r', kind: 'max-entries-per-event', max }), events }, proposed)).toBe(expected);
    }));
  });

  it('events per dancer: refused exactly when the distinct events exceed the limit', () => {
    fc.assert(fc.property(arbExisting, arbProposed, fc.integer({ min: 1, max: 8 }), (existing, proposed, max) => {
      const distinct = new Set([...existingLevels(existing), ...proposed]).size;
      expect(theoRefused({ rules: one({ ruleId: 'r', kind: 'max-events-per-dancer', max }), events: setUp(existing) }, proposed)).toBe(distinct > max);
    }));
  });

  it('an override of every rule never leaves the dancer refused, and records each refusal it set aside', () => {
    const rules: Record<string, EligibilityRule> = {
      a: { ruleId: 'a', kind: 'adjacent-levels-only' }, b: { ruleId: 'b', kind: 'max-levels-per-style', max: 1 },
      c: { ruleId: 'c', kind: 'max-events-per-dancer', max: 2 }, d: { ruleId: 'd', kind: 'max-entries-per-event', max: 1 },
    };
    fc.assert(fc.property(arbExisting, arbProposed, (existing, proposed) => {
      const events = setUp(existing);
      const without = theoRefused({ rules, events }, proposed);
      const overrides = { [THEO]: { personId: THEO, dancerName: 'Theo Castillo', reason: 'Organiser allowed', grantedBy: 'u', grantedAt: 1 } };
      const verdict = evaluateRegistration({ rules, events, overrides }, { leadName: 'Theo Castillo', followName: 'Ana Ruiz', eventNames: proposed.map((l) => eventName(l, 'Standard')) });
      expect(verdict.refusals.some((r) => r.personId === THEO)).toBe(false);
      expect(verdict.overridden.some((r) => r.personId === THEO)).toBe(without);
    }));
  });
});
