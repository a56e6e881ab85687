// The registration desk's check-in for the day (issue 29): checkIns/<competitorId> is written and read by the
// desk (treasurer), the deck captain and the organiser; a time ahead of the server's, another account's name
// or an unknown field is refused, and nobody else reads who has arrived.
import { SERVER_TIME, allow, area, deny, read, remove, set } from './case.ts';

const ARRIVED = 'checkIns/sam-jones';
const atDesk = (by: string) => ({ arrivedAt: SERVER_TIME, by });
const seeded = { seed: { [ARRIVED]: { arrivedAt: 1 } } };

export const checkInCases = area('Check-in for the day', [
  allow('treasurer', set(ARRIVED, atDesk('treas')), 'the desk checking a dancer in, at the server\'s time, as itself'),
  allow('organiser', set(ARRIVED, atDesk('org')), 'the organiser at the desk'),
  allow('deckCaptain', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'the deck captain'),
  allow('treasurer', remove(ARRIVED), 'taking a check-in back', seeded),
  allow('treasurer', read('checkIns'), 'the desk reading who has arrived'),
  allow('deckCaptain', read('checkIns'), 'the deck captain reading who has arrived'),
  deny('scrutineer', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'the scrutineer'),
  deny('mc', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'the MC'),
  deny('judge', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'a judge\'s tablet'),
  deny('competitor', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'a competitor checking in'),
  deny('dancer', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'the dancer checking themselves in'),
  deny('visitor', set(ARRIVED, { arrivedAt: SERVER_TIME }), 'a visitor'),
  deny('competitor', remove(ARRIVED), 'a competitor taking a check-in away', seeded),
  deny('treasurer', set(ARRIVED, { arrivedAt: 4_102_444_800_000 }), 'a time ahead of the server\'s clock'),
  deny('treasurer', set(ARRIVED, { arrivedAt: 'now' }), 'a time that is not a number'),
  deny('treasurer', set(ARRIVED, { by: 'treas' }), 'no arrival time'),
  deny('treasurer', set(ARRIVED, atDesk('org')), 'in another account\'s name'),
  deny('treasurer', set(ARRIVED, { arrivedAt: SERVER_TIME, paid: true }), 'a field the record does not have (paid is the ledger\'s answer)'),
  deny('competitor', read('checkIns'), 'a competitor reading who has arrived'),
  deny('mc', read('checkIns'), 'the MC reading who has arrived'),
  deny('visitor', read('checkIns'), 'a visitor reading who has arrived'),
]);
