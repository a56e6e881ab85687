// Paper marks (issue 35): the scrutineer or the chairman switches a judge to paper for one round, types the paper
// sheet twice and settles it; the settled sheet becomes the judge's submitted marks in the same update. Nobody else
// writes or reads them (the judge's own tablet reads only switchedAt, to show its notice), and the judge's tablet can
// no longer write that round's marks.
import { allow, area, deny, read, remove, set, SERVER_TIME, update, type Json } from './case.ts';
import { ALICE_ENTRY, BOB_ENTRY, CAROL_ENTRY, GOLD, PAST } from './fixture.ts';

const paperOf = (judge = 'j2', round = 1) => `paperMarks/${GOLD}/${round}/${judge}`;
const sheetOf = `marks/${GOLD}/1/j2`;
const auditOf = `markAudit/${GOLD}/1`;

const FIRST = { Waltz: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 1, [CAROL_ENTRY]: 0 }, Tango: { [ALICE_ENTRY]: 1, [BOB_ENTRY]: 0, [CAROL_ENTRY]: 1 } };
// The second typing misread one box: Tango, couple 103.
const SECOND = { Waltz: FIRST.Waltz, Tango: { ...FIRST.Tango, [CAROL_ENTRY]: 0 } };
const NEITHER = { Waltz: { ...FIRST.Waltz, [CAROL_ENTRY]: 1 }, Tango: FIRST.Tango };

const typing = (dances: Json, by = 'scrut', at: Json = SERVER_TIME): Json => ({ dances, by, at });
const onPaper = { [paperOf()]: { switchedBy: 'scrut', switchedAt: PAST } };
const typedOnce = { [paperOf()]: { switchedBy: 'scrut', switchedAt: PAST, first: typing(FIRST, 'scrut', PAST) } };
const typedTwice = { [paperOf()]: { switchedBy: 'scrut', switchedAt: PAST, first: typing(FIRST, 'scrut', PAST), second: typing(SECOND, 'chair', PAST) } };
const settledBefore: Record<string, Json> = {
  [paperOf()]: { switchedBy: 'scrut', switchedAt: PAST, first: typing(FIRST, 'scrut', PAST), second: typing(SECOND, 'chair', PAST), settled: typing(FIRST, 'scrut', PAST) },
  [sheetOf]: { dances: FIRST, submittedAt: PAST },
};

/** The settlement as the app sends it: the judge's sheet, the settled copy and the trail's submission entry. */
function settlement(settled: Json, marks: Json, submitted = true, by = 'scrut'): Record<string, Json> {
  return {
    [sheetOf]: submitted ? { dances: marks, submittedAt: SERVER_TIME } : { dances: marks },
    [`${paperOf()}/settled`]: typing(settled, by),
    ...(submitted ? { [`${auditOf}/p1`]: { judgeKey: 'j2', source: 'paper', device: by, at: SERVER_TIME, submitted: true } } : {}),
  };
}

export const paperMarkCases = area('Paper marks', [
  allow('scrutineer', set(paperOf(), { switchedBy: 'scrut', switchedAt: SERVER_TIME }), 'the scrutineer switching a judge to paper for a round'),
  allow('chairman', set(paperOf(), { switchedBy: 'chair', switchedAt: SERVER_TIME }), 'the chairman switching a judge to paper'),
  deny('scrutineer', set(paperOf(), { switchedBy: 'chair', switchedAt: SERVER_TIME }), 'a switch in another account\'s name'),
  deny('scrutineer', set(paperOf('mc1'), { switchedBy: 'scrut', switchedAt: SERVER_TIME }), 'an official who is not a judge'),
  deny('scrutineer', set(paperOf('j2', 7), { switchedBy: 'scrut', switchedAt: SERVER_TIME }), 'a round that does not exist'),
  deny('deckCaptain', set(paperOf(), { switchedBy: 'deck', switchedAt: SERVER_TIME }), 'the deck captain'),
  deny('otherJudge', set(paperOf(), { switchedBy: 'tablet-j2', switchedAt: SERVER_TIME }), 'the judge\'s own tablet'),
  deny('otherJudge', set(`${sheetOf}/dances/Waltz/${BOB_ENTRY}`, 1), 'the tablet of a judge on paper writing a mark', { seed: onPaper }),
  allow('scrutineer', set(`${paperOf()}/first`, typing(FIRST)), 'the first typing of the paper sheet', { seed: onPaper }),
  allow('chairman', set(`${paperOf()}/second`, typing(SECOND, 'chair')), 'the second typing, by another official', { seed: typedOnce }),
  allow('scrutineer', set(`${paperOf()}/second`, typing(SECOND)), 'the second typing, by the same official', { seed: typedOnce }),
  deny('scrutineer', set(`${paperOf()}/first`, typing(FIRST, 'chair')), 'a typing in another account\'s name', { seed: onPaper }),
  deny('scrutineer', set(`${paperOf()}/first`, typing({ Foxtrot: { [ALICE_ENTRY]: 1 } })), 'a dance the event does not have', { seed: onPaper }),
  deny('scrutineer', set(`${paperOf()}/first`, typing({ Waltz: { 'nobody~new': 1 } })), 'a couple not on the round\'s floor', { seed: onPaper }),
  deny('otherJudge', set(`${paperOf()}/first`, typing(FIRST, 'tablet-j2')), 'the judge typing their own paper sheet', { seed: onPaper }),
  allow('scrutineer', update('', settlement(FIRST, FIRST)), 'settling: the settled sheet becomes the judge\'s submitted marks in one update', { seed: typedTwice }),
  allow('chairman', update('', settlement(SECOND, SECOND, true, 'chair')), 'the chairman settling on the second typing', { seed: typedTwice }),
  deny('scrutineer', update('', settlement(FIRST, FIRST, true, 'chair')), 'a settlement in another account\'s name', { seed: typedTwice }),
  deny('scrutineer', update('', settlement(FIRST, SECOND)), 'a settled sheet that is not the marks written', { seed: typedTwice }),
  deny('scrutineer', update('', settlement(NEITHER, NEITHER)), 'a settled mark that neither typing gave', { seed: typedTwice }),
  deny('scrutineer', update('', settlement(FIRST, FIRST, false)), 'settling without submitting the judge\'s sheet', { seed: typedTwice }),
  deny('scrutineer', update('', settlement(FIRST, FIRST)), 'settling a sheet typed only once', { seed: typedOnce }),
  deny('scrutineer', set(`${paperOf()}/first`, typing(SECOND)), 'retyping a settled sheet', { seed: settledBefore }),
  deny('deckCaptain', update('', settlement(FIRST, FIRST)), 'the deck captain settling', { seed: typedTwice }),
  allow('scrutineer', remove(paperOf()), 'back to the tablet (a switch made by mistake)', { seed: onPaper }),
  allow('scrutineer', set(paperOf(), { switchedBy: 'scrut', switchedAt: PAST }), 'the sheet typed again after the round is reopened (the switch kept)', { seed: settledBefore }),
  allow('scrutineer', read(`paperMarks/${GOLD}/1`), 'the round\'s paper sheets', { seed: typedTwice }),
  allow('chairman', read(`paperMarks/${GOLD}/1`), 'the round\'s paper sheets', { seed: typedTwice }),
  deny('otherJudge', read(paperOf()), 'the judge', { seed: typedTwice }),
  allow('otherJudge', read(`${paperOf()}/switchedAt`), 'the judge\'s own tablet: when it was switched to paper (its notice)', { seed: typedTwice }),
  deny('otherJudge', read(`${paperOf()}/first`), 'the judge\'s own tablet: the typed sheet', { seed: typedTwice }),
  deny('judge', read(`${paperOf()}/switchedAt`), 'another judge\'s switch', { seed: typedTwice }),
  deny('staleJudge', read(`${paperOf('j1')}/switchedAt`), 'a tablet with the judge\'s old code', { seed: { [paperOf('j1')]: { switchedBy: 'scrut', switchedAt: PAST } } }),
  deny('mc', read(`paperMarks/${GOLD}/1`), 'the MC', { seed: typedTwice }),
  deny('visitor', read('paperMarks'), 'signed out', { seed: typedTwice }),
]);
