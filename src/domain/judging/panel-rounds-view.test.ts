import { describe, expect, it } from 'vitest';
import { RoundState, type Official, type PanelsRecord } from '../model';
import { judgeRoundsInOrder } from '../panels';
import { makeEvent, namedCouples } from '../../testing/domain/running-order-fixtures';
import { panelRoundsView } from './panel-rounds-view';

const officials: Record<string, Official> = { '-a': { name: 'Ann', role: 'Judge' }, '-b': { name: 'Bo', role: 'Judge' } };
const waltz = makeEvent('Bronze Waltz', { rounds: [{ couples: namedCouples(8, 'W'), state: RoundState.Running, scheduleIndex: 3, recallSize: 6 }, { scheduleIndex: 6 }] });
const tango = makeEvent('Silver Tango', { rounds: [{ couples: namedCouples(5, 'T'), state: RoundState.Running, scheduleIndex: 1 }] });
const events = { [waltz.eventName]: waltz, [tango.eventName]: tango };
const panels: PanelsRecord = { events: { 'Silver Tango': { judges: { '-a': true } } } };

function view(judgeKey: string) {
  return panelRoundsView(events, judgeRoundsInOrder({ officials, panels }, events, {}, judgeKey));
}

describe("a judge's tablet rounds", () => {
  it('leave out the rounds of panels the judge does not sit on', () => {
    expect(view('-b').running.map((r) => r.eventName)).toEqual(['Bronze Waltz']);
    expect(view('-b').rounds.map((r) => `${r.eventName} ${r.roundName}`)).toEqual(['Bronze Waltz Semi-Final', 'Bronze Waltz Final']);
    expect(view('-b').next).toMatchObject({ eventName: 'Bronze Waltz', roundNumber: 2 });
  });

  it('follow today\'s order without a running order, and carry heat numbers with one', () => {
    expect(view('-a').running.map((r) => r.eventName)).toEqual(['Silver Tango', 'Bronze Waltz']);
    const slots = { s1: { kind: 'heat' as const, number: 7, position: 1, rounds: { 'Bronze Waltz-R1': { eventName: 'Bronze Waltz', roundNumber: 1 } } } };
    const withHeats = panelRoundsView(events, judgeRoundsInOrder({ officials, panels }, events, slots, '-a'));
    expect(withHeats.rounds.map((r) => [r.eventName, r.roundNumber, r.heatNumbers])).toEqual([
      ['Bronze Waltz', 1, [7]],
      ['Silver Tango', 1, []],
      ['Bronze Waltz', 2, []],
    ]);
  });
});
