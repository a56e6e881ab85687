// /live with several floors: `?floor=B` shows that floor alone (a second projector) under its name; without it
// every floor at once, side by side on a wide screen and one after another on a phone. One floor: as before.
import { Link } from 'react-router-dom';
import type { EventDisplaySettings } from '../../../domain/model';
import type { DayModel } from '../../../domain/running-order';
import type { LiveTimeline } from '../../../data/hooks/running-order';
import { HeatLive } from './heat-live';

export interface FloorsLiveProps {
  live: LiveTimeline;
  day: DayModel;
  settings: EventDisplaySettings;
  now: number;
  /** The `floor` search parameter, or null for every floor. */
  floor: string | null;
}

const floorLink = (floor: string) => `/live?floor=${encodeURIComponent(floor)}`;

export function FloorsLive({ live, day, settings, now, floor }: FloorsLiveProps) {
  const floors = day.floors;
  if (floor !== null) {
    const chosen = floors.find((f) => f.floor === floor.toUpperCase());
    if (!chosen) return <UnknownFloor floor={floor} floors={floors} />;
    return (
      <section aria-labelledby="live-floor-name" className="live-body">
        <h2 id="live-floor-name" className="live-floor-name">{chosen.name}</h2>
        <HeatLive live={live} day={day} settings={settings} now={now} floor={chosen.floor} />
      </section>
    );
  }
  if (floors.length === 1) return <HeatLive live={live} day={day} settings={settings} now={now} floor={floors[0].floor} />;
  return (
    <div className="g-4 live-floors flex-grow-1 row">
      {floors.map((f) => (
        <div key={f.floor} className={`live-floor-column col-12 col-lg-${12 / Math.min(floors.length, 4)}`}>
          <section aria-labelledby={`live-floor-name-${f.floor}`} className="live-body">
            <h2 id={`live-floor-name-${f.floor}`} className="live-floor-name">
              <Link to={floorLink(f.floor)} className="link-light link-underline-opacity-0">{f.name}</Link>
            </h2>
            <HeatLive live={live} day={day} settings={settings} now={now} floor={f.floor} floorName={f.name} />
          </section>
        </div>
      ))}
    </div>
  );
}

function UnknownFloor({ floor, floors }: { floor: string; floors: DayModel['floors'] }) {
  return (
    <section aria-labelledby="live-unknown-floor">
      <h2 id="live-unknown-floor" className="live-floor-name">There is no floor “{floor}”</h2>
      <p>
        This competition dances on {floors.length === 1 ? 'one floor' : `${floors.length} floors`}. Show{' '}
        {floors.map((f, i) => (
          <span key={f.floor}>
            {i > 0 && (i === floors.length - 1 ? ' or ' : ', ')}
            <Link to={floorLink(f.floor)} className="link-light">{f.name}</Link>
          </span>
        ))}
        {floors.length > 1 && <>, or <Link to="/live" className="link-light">every floor</Link></>}.
      </p>
    </section>
  );
}
