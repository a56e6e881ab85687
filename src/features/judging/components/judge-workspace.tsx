import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Nav from 'react-bootstrap/Nav';
import type { JudgeRound } from '../../../domain/judging';
import { panelRoundsView, type PanelRound } from '../../../domain/judging';
import { judgeRoundsInOrder } from '../../../domain/panels';
import type { CompetitionEvent } from '../../../domain/model';
import { useOfficials } from '../../../data/hooks/officials';
import { usePanels } from '../../../data/hooks/panels';
import { useScheduleSlots } from '../../../data/hooks/running-order';
import { JudgeRoundList } from './judge-round-list';
import { RoundState } from '../../../domain/model';
import { useEvents } from '../../../data/hooks/competition';
import { loadJudgeRounds, saveJudgeRounds, type JudgeRoundsView } from '../../../data/judging/round-cache';
import { useMarkOutbox } from '../../../data/judging/use-mark-outbox';
import { useTabletLink } from '../../../data/judging/use-tablet-link';
import { useAuth } from '../../../data/auth/use-auth';
import { ConnectionBadge } from './connection-badge';
import { JudgeRoundSheet } from './judge-round-sheet';
import { JudgeSignOut } from './judge-sign-out';
import { WaitingScreen } from './waiting-screen';
import { useDay } from '../../../data/hooks/day';
import { useNow } from '../../../components/use-now';
import { heatsOfJudgeRound } from './round-heat';
import { JudgeHeatList } from './judge-heat-list';
import { viewForJudgeTablet } from '../../../domain/running-order';

interface JudgeWorkspaceProps {
  judgeKey: string;
  judgeName: string;
}

const roundKey = (r: Pick<JudgeRound, 'eventName' | 'roundNumber'>) => `${r.eventName}#${r.roundNumber}`;

/** The judge's live view: the round(s) on the floor, switching by itself as the scrutineer starts rounds. */
export function JudgeWorkspace({ judgeKey, judgeName }: JudgeWorkspaceProps) {
  const events = useEvents();
  const { outbox, pending, rejected } = useMarkOutbox(judgeKey);
  const { view, rounds } = useJudgeRoundsView(judgeKey, events.data);
  const device = useAuth().user?.uid ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [tracked, setTracked] = useState<{ last: JudgeRound | null; closed: JudgeRound | null }>({ last: null, closed: null });

  const running = view?.running ?? [];
  const current = running.find((r) => roundKey(r) === chosen) ?? running[0] ?? null;
  // Online only while the database answers (issue 35); the tablet's record tells the scrutineer the same.
  const heat = current ? rounds?.find((r) => roundKey(r) === roundKey(current))?.heatNumbers[0] : undefined;
  const { online } = useTabletLink(judgeKey, device, pending.length, { eventName: current?.eventName, roundNumber: current?.roundNumber, heat });

  // Remember the round being marked, to say why it went away once the scrutineer closed it.
  const isRunning = (r: JudgeRound) => running.some((x) => roundKey(x) === roundKey(r));
  if ((current && roundKey(current)) !== (tracked.last && roundKey(tracked.last))) {
    setTracked({ last: current, closed: tracked.last && !isRunning(tracked.last) ? tracked.last : tracked.closed });
  }
  const closedRound = tracked.closed && !isRunning(tracked.closed) ? tracked.closed : null;
  const day = useDay(useNow(60_000));
  const heats = useMemo(() => (current ? heatsOfJudgeRound(day.data, current.eventName, current.roundNumber) : []), [day.data, current]);
  // Every heat of this judge's rounds, on any floor, by time.
  const myHeats = useMemo(() => {
    if (!day.data || !rounds) return [];
    const mine = new Set(rounds.map(roundKey));
    return viewForJudgeTablet(day.data, (r) => mine.has(roundKey(r)));
  }, [day.data, rounds]);

  return (
    <div className="judge-workspace">
      <header className="judge-header">
        <span className="judge-name">{judgeName}</span>
        <ConnectionBadge online={online} pending={pending.length} />
        <JudgeSignOut pending={pending.length} />
      </header>
      {rejected.length > 0 && (
        <Alert variant="danger" dismissible onClose={() => outbox.dismissRejected()}>
          {rejected.length} mark{rejected.length === 1 ? ' was' : 's were'} refused: {rejected[0].error.message} The round may have been closed by the scrutineer.
        </Alert>
      )}
      {closedRound && <ClosedRoundNotice round={closedRound} events={events.data} />}
      {!view && events.loading && <p role="status">Loading the rounds…</p>}
      {!view && events.error && <Alert variant="danger">{events.error.message}</Alert>}
      {view && !current && <WaitingScreen next={view.next} />}
      {running.length > 1 && (
        <Nav variant="tabs" className="mb-3" activeKey={current ? roundKey(current) : undefined} onSelect={(k) => setChosen(k)}>
          {running.map((r) => (
            <Nav.Item key={roundKey(r)}>
              <Nav.Link eventKey={roundKey(r)}>{r.eventName} · {r.roundName}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )}
      {current && <JudgeRoundSheet key={roundKey(current)} round={current} judgeKey={judgeKey} outbox={outbox} device={device ?? ''} pending={pending} online={online} heats={heats} />}
      {day.data && <JudgeHeatList heats={myHeats} day={day.data} />}
      {rounds && <JudgeRoundList rounds={rounds} />}
    </div>
  );
}

/** Only the rounds of this judge's panels, in running order (today's order while there is none). */
function useJudgeRoundsView(judgeKey: string, events: Readonly<Record<string, CompetitionEvent>> | undefined): { view: JudgeRoundsView | null; rounds: PanelRound[] | null } {
  const panels = usePanels();
  const officials = useOfficials();
  const slots = useScheduleSlots();
  // A running order the tablet cannot read (absent, or refused) leaves today's order.
  const slotsReady = !slots.loading || slots.error !== null;
  const ready = events !== undefined && !panels.loading && !officials.loading && slotsReady;
  const live = useMemo(() => {
    if (!ready || !events) return null;
    const refs = judgeRoundsInOrder({ officials: officials.data, panels: panels.data }, events, slots.error ? {} : slots.data ?? {}, judgeKey);
    return panelRoundsView(events, refs);
  }, [ready, events, officials.data, panels.data, slots.data, slots.error, judgeKey]);
  const saved = useMemo(() => (live ? { running: live.running, next: live.next } : null), [live]);
  useEffect(() => {
    if (saved) saveJudgeRounds(judgeKey, saved);
  }, [judgeKey, saved]);
  // Offline reload: fall back to what this tablet last saw until the database answers.
  const [cached] = useState(() => loadJudgeRounds(judgeKey));
  return { view: saved ?? cached, rounds: live?.rounds ?? null };
}

function ClosedRoundNotice({ round, events }: { round: JudgeRound; events: Readonly<Record<string, CompetitionEvent>> | undefined }) {
  const state = events?.[round.eventName]?.rounds?.[String(round.roundNumber)]?.roundState;
  const why =
    state === RoundState.Posted ? 'its results are posted'
      : state === RoundState.Marked ? 'every judge has submitted and the scrutineer closed it'
        : 'the scrutineer stopped it';
  return (
    <Alert variant="secondary">
      {round.eventName} · {round.roundName} is closed ({why}). Your marks for it can no longer be changed.
    </Alert>
  );
}
