// Judges' devices (issue 35): each tablet reports its own health; every change to a mark is appended to an
// audit trail that nobody but an organiser can change or remove, read only at the scoring table.
import { allow, area, deny, read, remove, set, SERVER_TIME, update, type Json } from './case.ts';
import { BOB_ENTRY, CAROL_ENTRY, FUTURE, GOLD, PAST } from './fixture.ts';

const device = (over: Record<string, Json> = {}): Json => ({
  device: 'tablet-j1', connected: true, lastContact: SERVER_TIME, marksWaiting: 0, eventName: GOLD, roundNumber: 1, heat: 1, appVersion: '0.1.0', ...over,
});
const j1Device = 'judgeDevices/j1';
const reported = { [j1Device]: { device: 'tablet-j1', connected: true, lastContact: PAST, marksWaiting: 2, appVersion: '0.1.0' } };

export const judgeDeviceCases = area('Judges\' devices', [
  allow('judge', set(j1Device, device()), 'the bound tablet reporting its health'),
  allow('judge', update(j1Device, { connected: false }), 'the server clearing `connected` for it (onDisconnect)', { seed: reported }),
  allow('judge', update(j1Device, { lastContact: SERVER_TIME, marksWaiting: 0 }), 'a heartbeat', { seed: reported }),
  deny('judge', set('judgeDevices/j2', device()), 'another judge\'s record'),
  deny('judge', set(j1Device, device({ device: 'tablet-j2' })), 'reporting as another device'),
  deny('staleJudge', set(j1Device, device({ device: 'tablet-old' })), 'a tablet bound with a replaced code'),
  deny('unboundDevice', set(j1Device, device({ device: 'tablet-new' })), 'a device not bound to a judge'),
  deny('scrutineer', set(j1Device, device({ device: 'scrut' })), 'the scrutineer writing a tablet\'s health'),
  deny('judge', set(j1Device, device({ lastContact: FUTURE })), 'a contact time ahead of the server'),
  deny('judge', set(j1Device, device({ marksWaiting: 1.5 })), 'a fractional count of waiting marks'),
  deny('judge', set(j1Device, device({ battery: 80 })), 'an unknown field'),
  allow('scrutineer', read('judgeDevices'), 'every tablet\'s health', { seed: reported }),
  allow('chairman', read('judgeDevices'), 'every tablet\'s health', { seed: reported }),
  allow('organiser', read('judgeDevices'), 'every tablet\'s health', { seed: reported }),
  allow('judge', read(j1Device), 'its own record (the tablet\'s liveness probe)', { seed: reported }),
  deny('otherJudge', read(j1Device), 'another judge\'s record'),
  deny('deckCaptain', read('judgeDevices'), 'the deck captain'),
  deny('competitor', read(j1Device), 'a competitor'),
]);

const auditOf = `markAudit/${GOLD}/1`;
const mark = (entryId: string) => `marks/${GOLD}/1/j1/dances/Waltz/${entryId}`;
const entry = (over: Record<string, Json> = {}): Record<string, Json> => ({
  judgeKey: 'j1', source: 'tablet', device: 'tablet-j1', at: SERVER_TIME, dance: 'Waltz', entryId: BOB_ENTRY, old: 0, new: 1, ...over,
});
const kept = { [`${auditOf}/e1`]: { judgeKey: 'j1', source: 'tablet', device: 'tablet-j1', at: PAST, dance: 'Waltz', entryId: BOB_ENTRY, old: 0, new: 1 } };

export const markAuditCases = area('Mark audit trail', [
  allow('judge', update('', { [mark(BOB_ENTRY)]: 1, [`${auditOf}/k1`]: entry() }), 'a mark and its entry in one update'),
  allow('judge', update('', { [mark(BOB_ENTRY)]: null, [`${auditOf}/k1`]: entry({ new: null }) }), 'a mark taken back, its entry without a new value'),
  allow('judge', update('', { [`marks/${GOLD}/1/j1/submittedAt`]: SERVER_TIME, [`${auditOf}/k1`]: { judgeKey: 'j1', source: 'tablet', device: 'tablet-j1', at: SERVER_TIME, submitted: true } }), 'a submission and its entry'),
  deny('judge', set(`${auditOf}/k1`, entry()), 'an entry whose new value is not the mark (no mark written with it)'),
  deny('judge', update('', { [mark(CAROL_ENTRY)]: 1, [`${auditOf}/k1`]: entry({ entryId: CAROL_ENTRY, new: 0 }) }), 'an entry that misstates the new mark'),
  deny('judge', update('', { [mark(BOB_ENTRY)]: 1, [`${auditOf}/k1`]: entry({ at: PAST }) }), 'a time long before the server\'s'),
  deny('judge', update('', { [mark(BOB_ENTRY)]: 1, [`${auditOf}/k1`]: entry({ device: 'tablet-j2' }) }), 'naming another device'),
  deny('judge', update('', { [mark(BOB_ENTRY)]: 1, [`${auditOf}/k1`]: entry({ source: 'paper' }) }), 'a tablet claiming a paper entry'),
  deny('otherJudge', update('', { [`marks/${GOLD}/1/j2/dances/Waltz/${BOB_ENTRY}`]: 1, [`${auditOf}/k1`]: entry({ device: 'tablet-j2' }) }), 'an entry in another judge\'s name'),
  deny('judge', update('', { [mark(BOB_ENTRY)]: 0, [`${auditOf}/e1`]: entry({ new: 0 }) }), 'changing an entry (append-only)', { seed: kept }),
  deny('judge', remove(`${auditOf}/e1`), 'removing an entry', { seed: kept }),
  deny('scrutineer', remove(`${auditOf}/e1`), 'the scrutineer removing an entry', { seed: kept }),
  deny('chairman', set(`${auditOf}/e1/new`, 0), 'the chairman changing an entry', { seed: kept }),
  deny('scrutineer', remove('markAudit'), 'the scrutineer removing the trail', { seed: kept }),
  allow('scrutineer', update('', { [mark(CAROL_ENTRY)]: 1, [`${auditOf}/k2`]: entry({ source: 'paper', device: 'scrut', entryId: CAROL_ENTRY, old: null }) }), 'the scrutineer entering a paper mark with its entry'),
  allow('scrutineer', read(auditOf), 'the trail of a round', { seed: kept }),
  allow('chairman', read(auditOf), 'the trail of a round', { seed: kept }),
  allow('organiser', read('markAudit'), 'the whole trail', { seed: kept }),
  deny('judge', read(auditOf), 'a judge, even of its own marks', { seed: kept }),
  deny('deckCaptain', read(auditOf), 'the deck captain', { seed: kept }),
  deny('mc', read(auditOf), 'the MC', { seed: kept }),
  deny('visitor', read(auditOf), 'signed out', { seed: kept }),
]);
