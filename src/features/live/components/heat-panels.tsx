import { lazy, Suspense, useId } from 'react';
import type { CompetitionEvent, EventDisplaySettings } from '../../../domain/model';
import type { HeatFloor } from '../hooks/heat-floor';
import type { PostedRoundRef } from '../hooks/last-posted';
import { HeatLine } from './heat-line';

// The latest result between heats loads on first use: most of the time a heat is on the floor.
const LastResult = lazy(() => import('./last-result').then((module) => ({ default: module.LastResult })));
// Bootstrap's grid as plain markup (react-bootstrap's Row and Col cost /live 0.9 KB of its 120 KB budget).

export interface HeatPanelsProps {
  floor: HeatFloor;
  events: Readonly<Record<string, CompetitionEvent>>;
  settings: EventDisplaySettings;
  /** Results up between heats (a final's placings until the next heat starts), shown while nothing is on the floor. */
  results: readonly PostedRoundRef[];
  /** Set when several floors share the screen: the panels are named "On the floor, Side floor", … */
  floorName?: string;
}

/** On the floor (or the latest result between heats), on deck, and the next three heats. */
export function HeatPanels({ floor, events, settings, results, floorName }: HeatPanelsProps) {
  const id = useId();
  // One floor: each panel is named by its heading; several: "On the floor, Side floor" (the heading stays short).
  const labelled = (key: string, title: string) => (floorName ? { 'aria-label': `${title}, ${floorName}` } : { 'aria-labelledby': `${id}-${key}` });
  // Several floors side by side: each panel takes the whole width of its floor's column.
  const wide = floorName === undefined;
  return (
    <div className="g-4 mb-3 live-panels row">
      <div className={`live-floor-col col-12 col-lg-${wide ? 6 : 12}`}>
        <section {...labelled('live-floor', 'On the floor')}>
          <h2 id={`${id}-live-floor`} className="live-panel-title">On the floor</h2>
          {floor.onFloor && <p className="live-on-floor mb-0"><HeatLine timing={floor.onFloor} events={events} settings={settings} hideTime /></p>}
          {floor.onFloor ? null : results.length > 0 ? (
            <Suspense fallback={null}>{results.map((round) => <LastResult key={round.key} round={round} />)}</Suspense>
          ) : (
            <p className="live-on-floor text-secondary">Nothing on the floor right now</p>
          )}
        </section>
      </div>
      <div className={`col-12 col-md-6 col-lg-${wide ? 3 : 6}`}>
        <section {...labelled('live-deck', 'On deck')}>
          <h2 id={`${id}-live-deck`} className="live-panel-title">On deck</h2>
          {floor.onDeck ? (
            <p className="fw-semibold"><HeatLine timing={floor.onDeck} events={events} settings={settings} /></p>
          ) : (
            <p className="text-secondary">Nothing waiting</p>
          )}
        </section>
      </div>
      <div className={`col-12 col-md-6 col-lg-${wide ? 3 : 6}`}>
        <section {...labelled('live-next', 'Next')}>
          <h2 id={`${id}-live-next`} className="live-panel-title">Next</h2>
          {floor.next.length === 0 ? (
            <p className="text-secondary">—</p>
          ) : (
            <ul className="list-unstyled">
              {floor.next.map((timing) => (
                <li key={timing.slotKey}><HeatLine timing={timing} events={events} settings={settings} /></li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
