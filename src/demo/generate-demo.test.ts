import { format } from 'date-fns';
import { AFFILIATIONS } from '../domain/constants';
import { isDanceOfStyle } from '../domain/constants';
import { isWellFormedCode } from '../domain/constants';
import { competitorIdFor } from '../domain/competitors';
import { RoundState, type CompetitionEvent, type CompetitionMetadata, type JudgeMarks, type PanelsRecord, type Round, type RunningOrderRecord } from '../domain/model';
import { dayModelOf, roundFieldsInStepPatch, roundStartOf, scheduleSettingsOf } from '../domain/running-order';
import { registrationDisplayStatus, registrationOpen, registrationTier } from '../domain/registration';
import { buildFinalResult, buildFinalResults, buildRecallResult, type FinalResults, type FinalRoundResult, type RecallRoundResult } from '../domain/results/index';
import { roundsInOrder } from '../domain/event-snapshot';
import { placeMultiDance } from '../domain/scoring/index';
import { storedForm, type Tree } from '../domain/tree-update';
import { DEMO_ACCOUNTS, DEMO_UIDS } from './demo-accounts';
import { type Couple, DEFAULT_COUPLES_PER_ACCOUNT, likelyDuplicates, mergeCouplesPatch } from '../domain/people';
import { applyTreeUpdate } from '../domain/tree-update';
import type { RoleGrants } from '../domain/model';
import { DEMO_JUDGES } from './demo-officials';
import { generateDemoCompetition } from './generate-demo';
import { resultJudges } from './play-round';
import { roundPanel } from '../domain/panels';
import { DEMO_LETTERS, DEMO_PANEL_EVENT } from './demo-panels';
import { DEMO_OTHER_CLUBS } from './demo-couples';
import { otherCouples } from '../domain/affiliation-review';

const NOW = Date.UTC(2026, 10, 22, 15, 7, 30);
const UIDS = Object.fromEntries(DEMO_ACCOUNTS.map((account, i) => [account.email, `uid-${i}`]));
const tree = generateDemoCompetition(NOW, { uids: UIDS });

const events = tree.events as Record<string, CompetitionEvent>;
const marksOf = (event: string, round: number) => ((tree.marks as Record<string, Record<string, Record<string, JudgeMarks>>>)[event]?.[String(round)] ?? {});
const savedOf = (event: string) => (tree.resultsSaved as Record<string, Record<string, unknown>> | undefined)?.[event] ?? {};
const meta = tree.competitionMetadata as CompetitionMetadata;
const allRounds = Object.values(events).flatMap((event) => roundsInOrder(event).map((round) => ({ event, round })));
const panelContext = { officials: meta.officials, panels: tree.panels as PanelsRecord };
/** The round's panel as its results print it: the competition's letters, in letter order. */
const judgesOf = (event: string, round: number) => roundPanel(panelContext, event, round).judges.map(({ key, label }) => ({ key, label }));

describe('the demo competition', () => {
  it('is the same tree for the same clock and seed, and another for another seed', () => {
    expect(generateDemoCompetition(NOW, { uids: UIDS })).toEqual(tree);
    expect(generateDemoCompetition(NOW, { uids: UIDS, seed: 7 })).not.toEqual(tree);
  });

  it('is a legal database tree (stored form, legal keys, no undefined)', () => {
    expect(storedForm(tree)).toEqual(tree);
    expect(Object.keys(tree).sort()).toEqual(['accountCouples', 'competitionMetadata', 'competitorEntries', 'competitorList', 'coupleEmails', 'couples', 'eligibility', 'emailCouples', 'eventEntries', 'eventIndex', 'events', 'fees', 'judgeCodes', 'marks', 'panels', 'payments', 'people', 'registrants', 'resultsSaved', 'roles', 'schedule', 'settings']);
  });

  it('has about 20 events across every style, with dances of their style', () => {
    const list = Object.values(events);
    expect(list.length).toBeGreaterThanOrEqual(18);
    expect(new Set(list.map((e) => e.style))).toEqual(new Set(['Standard', 'Latin', 'Smooth', 'Rhythm', 'Nightclub']));
    expect(new Set(list.map((e) => e.eventLevel)).size).toBeGreaterThanOrEqual(8);
    for (const event of list) {
      expect(Object.keys(event.dances).length).toBeGreaterThan(0);
      for (const dance of Object.keys(event.dances)) expect(isDanceOfStyle(event.style, dance)).toBe(true);
    }
  });

  it('has about 80 couples with plausible affiliations and one back number per lead', () => {
    const entries = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}));
    const couples = new Set(entries.map((e) => e.entryId));
    expect(couples.size).toBeGreaterThanOrEqual(75);
    expect(couples.size).toBeLessThanOrEqual(110);
    const numberByLead = new Map<string, number>();
    const leadByNumber = new Map<number, string>();
    for (const entry of entries) {
      expect(AFFILIATIONS).toContain(entry.affiliation);
      expect(entry.leadId).toBe(competitorIdFor(entry.leadName));
      expect(entry.registeredTime).toBeLessThanOrEqual(NOW);
      const number = entry.leadNumber;
      if (number === undefined) throw new Error(`${entry.leadName} has no back number`);
      expect(numberByLead.get(entry.leadId) ?? number).toBe(number);
      expect(leadByNumber.get(number) ?? entry.leadId).toBe(entry.leadId);
      numberByLead.set(entry.leadId, number);
      leadByNumber.set(number, entry.leadId);
    }
  });

  it('has couples entered as Other with the club they typed, waiting for the organiser’s review', () => {
    const waiting = otherCouples(tree.events as Record<string, CompetitionEvent>);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting.every((couple) => DEMO_OTHER_CLUBS.includes(couple.typed))).toBe(true);
    expect(waiting[0].eventNames.length).toBeGreaterThanOrEqual(1);
  });

  it('puts on every round’s floor only couples entered in its event, under the same names and numbers', () => {
    for (const { event, round } of allRounds) {
      for (const [entryId, couple] of Object.entries(round.entries ?? {})) {
        const entry = event.entries?.[entryId];
        expect(entry, `${round.roundId} ${entryId}`).toBeDefined();
        expect([couple.leadName, couple.followName, couple.leadNumber, couple.affiliation]).toEqual([entry?.leadName, entry?.followName, entry?.leadNumber, entry?.affiliation]);
      }
    }
  });

  it('has rounds in every state, exactly one running with some but not all marks in', () => {
    const states = new Set(allRounds.map(({ round }) => round.roundState));
    expect(states).toEqual(new Set(Object.values(RoundState)));
    const running = allRounds.filter(({ round }) => round.roundState === RoundState.Running);
    expect(running).toHaveLength(1);
    const marks = marksOf(running[0].event.eventName, running[0].round.roundNumber);
    const submitted = Object.values(marks).filter((m) => m.submittedAt !== undefined).length;
    expect(submitted).toBeGreaterThan(0);
    expect(submitted).toBeLessThan(DEMO_JUDGES.length);
    const [marked] = allRounds.filter(({ round }) => round.roundState === RoundState.Marked);
    expect(Object.values(marksOf(marked.event.eventName, marked.round.roundNumber)).every((m) => m.submittedAt !== undefined && m.submittedAt <= NOW)).toBe(true);
  });

  it('keeps every event’s rounds in a legal order: danced rounds before waiting ones', () => {
    const danced: number[] = [RoundState.Posted, RoundState.Marked, RoundState.Running];
    for (const event of Object.values(events)) {
      const states = roundsInOrder(event).map((round) => round.roundState).filter((state) => state !== RoundState.Skipped);
      const firstWaiting = states.findIndex((state) => !danced.includes(state));
      if (firstWaiting >= 0) expect(states.slice(firstWaiting).every((state) => !danced.includes(state))).toBe(true);
      expect(states.slice(0, -1).filter((s) => s === RoundState.Running || s === RoundState.Marked).length).toBeLessThanOrEqual(1);
    }
  });

  it('posts finals with the results the scoring engine computes from their marks', () => {
    const finals = allRounds.filter(({ event, round }) => round.roundState === RoundState.Posted && round === roundsInOrder(event).at(-1));
    expect(finals.length).toBeGreaterThanOrEqual(8);
    for (const { event, round } of finals) {
      const marks = marksOf(event.eventName, round.roundNumber);
      const saved = savedOf(event.eventName);
      const judges = judgesOf(event.eventName, round.roundNumber);
      const expected = buildFinalResult({ entries: round.entries ?? {}, dances: event.dances, judges, marks });
      // The database keeps arrays as index-keyed objects (and reads them back as arrays).
      expect(saved[String(round.roundNumber)]).toEqual(storedForm(expected));
      expect(saved.finalResults).toEqual(storedForm(buildFinalResults(expected)));
      // And straight from the engine: the published places are the Skating System's.
      const sheet: Record<string, Record<string, number[]>> = {};
      for (const dance of Object.keys(event.dances)) {
        sheet[dance] = Object.fromEntries(Object.keys(round.entries ?? {}).map((id) => [id, judges.map((j) => marks[j.key].dances?.[dance]?.[id] ?? 0)]));
      }
      const { places } = placeMultiDance(sheet);
      for (const placement of Object.values((saved[String(round.roundNumber)] as FinalRoundResult).placements)) expect(placement.place).toBe(places[placement.entryId]);
      expect(round.recallSize).toBe(Object.keys(round.entries ?? {}).length);
    }
  });

  it('posts recall rounds whose recalled couples are exactly the next danced round’s floor', () => {
    const recalls = allRounds.filter(({ event, round }) => round.roundState === RoundState.Posted && round !== roundsInOrder(event).at(-1));
    expect(recalls.length).toBeGreaterThanOrEqual(8);
    for (const { event, round } of recalls) {
      const saved = savedOf(event.eventName)[String(round.roundNumber)] as RecallRoundResult;
      const marks = marksOf(event.eventName, round.roundNumber);
      const rebuilt = buildRecallResult({
        entries: round.entries ?? {}, dances: event.dances, judges: judgesOf(event.eventName, round.roundNumber), marks, requested: round.recallSize,
        ...(saved.sumRecalls.chairmanChoice
          ? { chairmanChoice: { minMarks: saved.sumRecalls.chairmanChoice.chosenMinMarks, by: saved.sumRecalls.chairmanChoice.chosenBy ?? '', at: saved.sumRecalls.chairmanChoice.chosenAt ?? -1 } }
          : {}),
      });
      // A tie at the cut is decided by the demo's Chairman of Judges, by name, at a time.
      expect(saved.sumRecalls.chairmanDecided).toBe(saved.sumRecalls.chairmanChoice !== undefined);
      if (saved.sumRecalls.chairmanChoice) expect(saved.sumRecalls.chairmanChoice.chosenBy).toBe('David Okonkwo');
      expect(saved).toEqual(storedForm(rebuilt));
      const next = roundsInOrder(event).find((r: Round) => r.roundNumber > round.roundNumber && r.roundState !== RoundState.Skipped);
      const recalled = Object.values(saved.placements).filter((p) => p.recalled).map((p) => p.entryId).sort();
      expect(Object.keys(next?.entries ?? {}).sort()).toEqual(recalled);
    }
  });

  it('gives every round the order and start time of its first heat (issue 29: in step with the running order), on the competition’s days', () => {
    const schedule = tree.schedule as RunningOrderRecord;
    const day = dayModelOf({ events, slots: schedule.slots ?? {}, settings: scheduleSettingsOf(schedule.settings) }, NOW);
    expect(roundFieldsInStepPatch(day, events)).toEqual({});
    // Rounds to come are estimated after now; their stored start is the planned one (the floor runs late).
    const upcoming = allRounds.filter(({ round }) => round.roundState === RoundState.Initialized || round.roundState === RoundState.Empty);
    expect(upcoming.length).toBeGreaterThan(5);
    for (const { round } of upcoming) {
      const start = roundStartOf(day, round.eventName, round.roundNumber);
      if (start === null) continue;
      expect(round.roundStartTime).toBe(start.plannedStart);
      expect(start.estimatedStart).toBeGreaterThanOrEqual(NOW - 5 * 60_000);
    }
    const bySchedule = [...allRounds].filter(({ round }) => round.roundStartTime !== undefined).sort((a, b) => a.round.scheduleIndex - b.round.scheduleIndex);
    const times = bySchedule.map(({ round }) => round.roundStartTime ?? 0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of times) {
      const day = format(time, 'yyyy-MM-dd');
      expect(day >= meta.startDate && day <= meta.endDate).toBe(true);
    }
  });

  it('opens registration now at the regular price and shows results', () => {
    expect(registrationTier(meta, NOW)).toBe('OPEN');
    expect(registrationOpen(meta, NOW)).toBe(true);
    expect(registrationDisplayStatus(meta, NOW)).toBe('open');
    expect(meta.resultsPageShown).toBe(true);
  });

  it('has five judges with tablet codes, the other officials and organizers, all with bios', () => {
    const officials = Object.entries(meta.officials ?? {});
    const judgeKeys = officials.filter(([, o]) => o.role === 'Judge').map(([key]) => key);
    expect(judgeKeys).toHaveLength(5);
    const codes = tree.judgeCodes as Record<string, string>;
    expect(Object.keys(codes).sort()).toEqual([...judgeKeys].sort());
    for (const code of Object.values(codes)) expect(isWellFormedCode(code)).toBe(true);
    expect(new Set(officials.map(([, o]) => o.role))).toEqual(new Set(['Judge', 'Chairman of Judges', 'Scrutineer', 'Deck Captain', 'MC']));
    expect(Object.values(meta.organizers ?? {}).length).toBeGreaterThanOrEqual(2);
    for (const person of [...officials.map(([, o]) => o), ...Object.values(meta.organizers ?? {})]) expect(person.bio?.length).toBeGreaterThan(20);
  });

  it('grants the staff accounts their roles and gives the competitor a registration', () => {
    const roles = tree.roles as Record<string, Record<string, unknown>>;
    expect(roles[UIDS['organiser@demo.test']]).toEqual({ email: 'organiser@demo.test', organiser: true });
    expect(roles[UIDS['chair@demo.test']]).toEqual({ email: 'chair@demo.test', chairman: true });
    expect(roles[UIDS['deck@demo.test']]).toEqual({ email: 'deck@demo.test', deckCaptain: true });
    expect(roles[UIDS['competitor@demo.test']]).toBeUndefined();
    const competitor = UIDS['competitor@demo.test'];
    const registrant = (tree.registrants as Record<string, { leadName: string }>)[competitor];
    const own = Object.values(events).flatMap((e) => Object.values(e.entries ?? {})).filter((e) => e.registeredBy === competitor);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((e) => e.leadName === registrant.leadName)).toBe(true);
  });

  it('names the dancer account as the follower’s e-mail of the competitor’s couple, with its index', () => {
    const competitor = UIDS['competitor@demo.test'];
    const own = Object.values(events).flatMap((e) => Object.values(e.entries ?? {})).find((e) => e.registeredBy === competitor);
    expect(own).toBeDefined();
    expect((tree.coupleEmails as Record<string, unknown>)[own!.entryId]).toEqual({ lead: 'competitor@demo.test', follow: 'dancer@demo.test' });
    expect((tree.emailCouples as Record<string, unknown>)['dancer@demo%2Etest']).toEqual({ [own!.entryId]: true });
  });

  it('uses the accounts’ fixed uids by default, and leaves roles and registrants out for no accounts', () => {
    expect(generateDemoCompetition(NOW).roles).toEqual(generateDemoCompetition(NOW, { uids: DEMO_UIDS }).roles);
    expect(Object.keys(generateDemoCompetition(NOW).roles as object).sort()).toEqual(['demo-captain', 'demo-chair', 'demo-deck', 'demo-mc', 'demo-organiser', 'demo-scrutineer', 'demo-treasurer']);
    const bare: Tree = generateDemoCompetition(NOW, { uids: {} });
    expect(bare.roles).toBeUndefined();
    expect(bare.registrants).toBeUndefined();
    expect((bare.resultsSaved as Record<string, { finalResults?: FinalResults }>)).toEqual(tree.resultsSaved);
  });

  it('seats two different panels: three judges for the early rounds of one event, all five for its final', () => {
    const rounds = roundsInOrder(events[DEMO_PANEL_EVENT]);
    const early = rounds.slice(0, -1);
    const final = rounds.at(-1)!;
    expect(early.length).toBeGreaterThan(0);
    for (const round of early) {
      expect(judgesOf(DEMO_PANEL_EVENT, round.roundNumber).map((j) => j.label)).toEqual(['A', 'C', 'D']);
      const marked = Object.keys(marksOf(DEMO_PANEL_EVENT, round.roundNumber)).sort();
      if (marked.length > 0) expect(marked).toEqual(['judge-elaine-cho', 'judge-margaret-hale', 'judge-thomas-lindqvist']);
    }
    const posted = early.filter((round) => round.roundState === RoundState.Posted);
    expect(posted.length).toBeGreaterThan(0);
    for (const round of posted) {
      const saved = savedOf(DEMO_PANEL_EVENT)[String(round.roundNumber)] as RecallRoundResult;
      expect(Object.values(saved.sumRecalls.judges)).toEqual([{ key: 'judge-margaret-hale', label: 'A' }, { key: 'judge-elaine-cho', label: 'C' }, { key: 'judge-thomas-lindqvist', label: 'D' }]);
    }
    expect(judgesOf(DEMO_PANEL_EVENT, final.roundNumber)).toEqual(resultJudges(DEMO_JUDGES, DEMO_LETTERS));
    // Every other event is judged by all five, lettered as the demo introduces them.
    const other = Object.values(events).find((e) => e.eventName !== DEMO_PANEL_EVENT)!;
    expect(judgesOf(other.eventName, 1).map((j) => j.label)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  describe('couples (issue 19)', () => {
    const couples = tree.couples as Record<string, Couple>;
    const entries = Object.values(events).flatMap((event) => Object.values(event.entries ?? {}));

    it('has a record for every entered couple, owned by the account that registered it, and a person per dancer', () => {
      const people = tree.people as Record<string, unknown>;
      for (const entry of entries) {
        expect(couples[entry.entryId]).toMatchObject({ leadName: entry.leadName, followName: entry.followName, ownerUid: entry.registeredBy ?? UIDS['organiser@demo.test'] });
        expect(people[entry.leadId]).toBeDefined();
        expect(people[entry.followId]).toBeDefined();
      }
      expect(Object.keys(couples).sort()).toEqual([...new Set(entries.map((e) => e.entryId))].sort());
    });

    it('gives the competitor slot 0 and a team captain a whole team, uncapped', () => {
      const competitor = UIDS['competitor@demo.test'];
      const captain = UIDS['captain@demo.test'];
      const own = Object.values(couples).filter((c) => c.ownerUid === competitor);
      expect(own.map((c) => c.slot)).toEqual([0]);
      expect((tree.accountCouples as Record<string, Record<string, string>>)[competitor]).toEqual({ 0: own[0].coupleId });
      expect((tree.roles as Record<string, RoleGrants>)[captain]).toEqual({ email: 'captain@demo.test', teamCaptain: true });
      const team = Object.values(couples).filter((c) => c.ownerUid === captain);
      expect(team.length).toBeGreaterThan(DEFAULT_COUPLES_PER_ACCOUNT);
      expect(team.every((c) => c.slot === undefined)).toBe(true);
    });

    it('holds one pair of records of one couple, ready to merge, the number following the kept record', () => {
      const pairs = likelyDuplicates(couples);
      expect(pairs).toHaveLength(1);
      const [{ from, into }] = pairs;
      const patch = mergeCouplesPatch({ fromId: from.coupleId, intoId: into.coupleId, events, couples, mergedAt: NOW });
      const after = applyTreeUpdate(tree, patch).events as Record<string, CompetitionEvent>;
      const kept = Object.values(after).flatMap((e) => Object.values(e.entries ?? {})).filter((e) => e.entryId === into.coupleId);
      const number = entries.find((e) => e.entryId === into.coupleId)?.leadNumber;
      expect(kept.length).toBe(entries.filter((e) => e.entryId === into.coupleId || e.entryId === from.coupleId).length);
      expect(kept.every((e) => e.leadNumber === number)).toBe(true);
    });
  });
});
