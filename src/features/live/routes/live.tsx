import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { FirstPaintSlot } from '../../../components/first-paint-slot';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useNow } from '../../../components/use-now';
import { useEventSettings } from '../../../data/hooks/competition';
import { useSiteName } from '../../../data/hooks/site-name';
import { useDay } from '../../../data/hooks/day';
import { useEventIndex, useIndexTimeline } from '../../../data/hooks/summaries';
import { FloorsLive } from '../components/floors-live';
import { LIVE_SLOT } from '../first-paint/live-slot';
import '../components/live.css';

const RoundsLive = lazy(() => import('../components/rounds-live'));

/**
 * The projector view: what is dancing, what is on deck, and the running order scrolling by. From the
 * running order's numbered heats once the organiser has built it; from the rounds' states before that.
 */
export default function LiveRoute() {
  const now = useNow(15_000);
  // The events' index, not `events`: rounds and their states without anyone's names (issue 23 item 2).
  const events = useEventIndex();
  const settings = useEventSettings();
  const live = useIndexTimeline(now);
  // The public index of the events: /live needs the floor and the rounds, not the couples' names.
  const day = useDay(now, { events: 'index' });
  // The build's name until the database answers: the prerendered heading already carries it, so the projector and
  // a phone paint the competition's name with the HTML and the heading keeps its size when the data arrives.
  const name = useSiteName();
  // `?floor=B`: one floor for its own projector; none: every floor (docs/ROUNDS.md, "Screens per floor").
  const [params] = useSearchParams();
  const floor = params.get('floor');
  const error = events.error ?? settings.error ?? live.error ?? day.error;
  const hasHeats = live.data?.timeline.slots.some((s) => s.slot.kind === 'heat') === true;

  return (
    <div className="live-screen" data-bs-theme="dark">
      {/* Bootstrap's fluid container as plain markup: react-bootstrap's Container (with its ThemeProvider) cost /live 1 KB of its 120 KB. */}
      <div className="container-fluid live-frame py-3 px-4">
        <PageTitle title={`${name} · Live`} />
        {error && <ErrorState error={error} title="The live view lost its data" />}
        {!error && (events.loading || settings.loading || live.loading || day.loading) && (
          <>
            {/* What is on each floor, painted from the REST answers before this code has loaded (first-paint/). */}
            <FirstPaintSlot name={LIVE_SLOT} />
            <LoadingState label="Loading the schedule..." />
          </>
        )}
        {!error && events.data !== undefined && !settings.loading && live.data !== undefined && day.data !== undefined && (
          hasHeats ? (
            <div key={String(settings.data?.liveScrollRefreshIndex ?? 0)} className="live-body">
              <FloorsLive live={live.data} day={day.data} settings={settings.data ?? {}} now={now} floor={floor} />
            </div>
          ) : (
            <Suspense fallback={<LoadingState label="Loading the schedule..." />}>
              <RoundsLive events={events.data ?? {}} settings={settings.data ?? {}} />
            </Suspense>
          )
        )}
      </div>
    </div>
  );
}
