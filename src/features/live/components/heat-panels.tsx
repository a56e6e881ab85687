import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { CompetitionEvent, EventDisplaySettings } from '../../../domain/model';
import type { HeatFloor } from '../hooks/heat-floor';
import type { PostedRoundRef } from '../hooks/last-posted';
import { HeatLine } from './heat-line';
import { LastResult } from './last-result';

export interface HeatPanelsProps {
  floor: HeatFloor;
  events: Readonly<Record<string, CompetitionEvent>>;
  settings: EventDisplaySettings;
  /** Results up between heats (a final's placings until the next heat starts), shown while nothing is on the floor. */
  results: readonly PostedRoundRef[];
}

/** On the floor (or the latest result between heats), on deck, and the next three heats. */
export function HeatPanels({ floor, events, settings, results }: HeatPanelsProps) {
  return (
    <Row className="g-4 mb-3 live-panels">
      <Col xs={12} lg={6} className="live-floor-col">
        <section aria-labelledby="live-floor">
          <h2 id="live-floor" className="live-panel-title">On the floor</h2>
          {floor.onFloor && <p className="live-on-floor mb-0"><HeatLine timing={floor.onFloor} events={events} settings={settings} hideTime /></p>}
          {floor.onFloor ? null : results.length > 0 ? (
            results.map((round) => <LastResult key={round.key} round={round} />)
          ) : (
            <p className="live-on-floor text-secondary">Nothing on the floor right now</p>
          )}
        </section>
      </Col>
      <Col xs={12} md={6} lg={3}>
        <section aria-labelledby="live-deck">
          <h2 id="live-deck" className="live-panel-title">On deck</h2>
          {floor.onDeck ? (
            <p className="fw-semibold"><HeatLine timing={floor.onDeck} events={events} settings={settings} /></p>
          ) : (
            <p className="text-secondary">Nothing waiting</p>
          )}
        </section>
      </Col>
      <Col xs={12} md={6} lg={3}>
        <section aria-labelledby="live-next">
          <h2 id="live-next" className="live-panel-title">Next</h2>
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
      </Col>
    </Row>
  );
}
