// Eligibility (issue 19): the organiser's rules are public and only the organiser writes them; an override
// names its reason, who granted it (the writer) and when; a dancer's override and past levels are read one
// dancer at a time, never listed.
import { allow, area, deny, read, remove, set, update, SERVER_TIME, type Json } from './case.ts';
import { FUTURE, GOLD } from './fixture.ts';

const adjacent: Json = { ruleId: 'adjacent', kind: 'adjacent-levels-only' };
const maxTwo: Json = { ruleId: 'max-two', kind: 'max-levels-per-style', max: 2, styles: ['Standard'] };
const goldOnly: Json = { ruleId: 'gold-only', kind: 'event-open-to-levels', eventName: GOLD, levels: ['Gold', 'Novice'] };
const highest: Json = { ruleId: 'highest', kind: 'highest-level-blocks-lower', levelsBelowAllowed: 1, countEntries: true };

const override = (by: string, changes: Record<string, Json> = {}): Json => ({
  personId: 'alice smith', dancerName: 'Alice Smith', reason: 'Transfer student; placed out elsewhere.', grantedBy: by, grantedAt: SERVER_TIME, ...changes,
});

const withRule = { seed: { 'eligibility/rules/adjacent': adjacent }, seedNote: 'an adjacent-levels rule' };
const withOverride = { seed: { 'eligibility/rules/adjacent': adjacent, 'eligibility/overrides/alice smith': override('org', { grantedAt: 1 }) }, seedNote: 'a rule and an override for Alice Smith' };

export const eligibilityCases = area('Eligibility rules and overrides', [
  allow('organiser', set('eligibility/rules/adjacent', adjacent), 'the organiser saving an adjacent-levels rule'),
  allow('organiser', set('eligibility/rules', { 'max-two': maxTwo, 'gold-only': goldOnly, highest }), 'the organiser saving the whole rule set'),
  deny('organiser', set('eligibility/rules/max-two', { ruleId: 'max-two', kind: 'max-levels-per-style', max: 0 }), 'a limit below 1'),
  deny('organiser', set('eligibility/rules/max-two', { ruleId: 'max-two', kind: 'max-levels-per-style' }), 'a limit rule with no limit'),
  deny('organiser', set('eligibility/rules/adjacent', { ruleId: 'other', kind: 'adjacent-levels-only' }), 'a rule filed under another key'),
  deny('organiser', set('eligibility/rules/x', { ruleId: 'x', kind: 'no-such-rule' }), 'an unknown rule type'),
  deny('organiser', set('eligibility/rules/gold-only', { ruleId: 'gold-only', kind: 'event-open-to-levels', eventName: 'No Such Event', levels: ['Gold'] }), 'a rule for an event that does not exist'),
  deny('organiser', set('eligibility/rules/gold-only', { ruleId: 'gold-only', kind: 'event-open-to-levels', eventName: GOLD, levels: ['Open'] }), 'a level off the ladder'),
  deny('organiser', set('eligibility/rules/adjacent', { ruleId: 'adjacent', kind: 'adjacent-levels-only', styles: ['Tap'] }), 'an unknown style'),
  deny('competitor', set('eligibility/rules/adjacent', adjacent), 'a competitor writing a rule'),
  deny('scrutineer', set('eligibility/rules/adjacent', adjacent), 'other staff writing a rule'),
  deny('competitor', remove('eligibility/rules/adjacent'), 'a competitor removing a rule', withRule),
  allow('visitor', read('eligibility/rules'), 'the rules are public (the form checks them)'),

  allow('organiser', set('eligibility/overrides/alice smith', override('org')), 'the organiser granting an override with a reason', withRule),
  allow('organiser', set('eligibility/overrides/alice smith', override('org', { ruleIds: ['adjacent'] })), 'an override of one named rule', withRule),
  allow('organiser', update('', { 'eligibility/rules/adjacent': adjacent, 'eligibility/overrides/alice smith': override('org', { ruleIds: ['adjacent'] }) }), 'a rule and its override in one update'),
  deny('organiser', set('eligibility/overrides/alice smith', override('org', { ruleIds: ['max-two'] })), 'an override naming a rule that does not exist', withRule),
  deny('organiser', set('eligibility/overrides/alice smith', override('org', { reason: '   ' })), 'an override with a blank reason'),
  deny('organiser', set('eligibility/overrides/alice smith', { personId: 'alice smith', dancerName: 'Alice Smith', grantedBy: 'org', grantedAt: SERVER_TIME }), 'an override with no reason'),
  deny('organiser', set('eligibility/overrides/alice smith', override('someone-else')), 'an override in another official\'s name'),
  allow('organiser', update('', { 'roles/old-org': { organiser: true }, 'eligibility/overrides/alice smith': override('old-org') }), 'a restore bringing back another organiser\'s grant with their role'),
  deny('organiser', set('eligibility/overrides/alice smith', override('scrut')), 'an override in the name of an existing non-organiser account'),
  deny('organiser', set('eligibility/overrides/alice smith', override('org', { grantedAt: FUTURE })), 'an override dated in the future'),
  deny('organiser', set('eligibility/overrides/alice smith', override('org', { personId: 'sam jones' })), 'an override filed under another dancer'),
  allow('organiser', remove('eligibility/overrides/alice smith'), 'the organiser revoking an override', withOverride),
  deny('competitor', set('eligibility/overrides/alice smith', override('alice')), 'a competitor granting themselves an override'),
  deny('competitor', remove('eligibility/overrides/alice smith'), 'a competitor revoking an override', withOverride),
  allow('visitor', read('eligibility/overrides/alice smith'), 'one dancer\'s override (the form checks the two it registers)', withOverride),
  deny('visitor', read('eligibility/overrides'), 'listing every override', withOverride),

  allow('organiser', set('eligibility/history/alice smith', { Standard: 'Gold', Latin: 'Silver' }), 'the organiser entering a dancer\'s past levels'),
  deny('organiser', set('eligibility/history/alice smith', { Standard: 'Open' }), 'a past level off the ladder'),
  deny('organiser', set('eligibility/history/alice smith', { Tap: 'Gold' }), 'a past level in an unknown style'),
  deny('competitor', set('eligibility/history/alice smith', { Standard: 'Newcomer' }), 'a competitor lowering their own past level'),
  allow('visitor', read('eligibility/history/alice smith'), 'one dancer\'s past levels'),
  deny('visitor', read('eligibility/history'), 'listing everyone\'s past levels'),
]);
