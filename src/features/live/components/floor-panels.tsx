import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { CompetitionEvent, EventDisplaySettings } from '../../../domain/model';
import type { FloorStatus } from '../hooks/floor-status';
import { RoundLine } from './round-line';

export interface FloorPanelsProps {
  status: FloorStatus;
  events: Readonly<Record<string, CompetitionEvent>>;
  settings: EventDisplaySettings;
}

export function FloorPanels({ status, events, settings }: FloorPanelsProps) {
  const level = (eventName: string) => events[eventName]?.eventLevel;
  return (
    <Row className="g-4 mb-4">
      <Col xs={12} lg={6}>
        <section aria-labelledby="live-floor">
          <h2 id="live-floor" className="live-panel-title">On the floor</h2>
          {status.onFloor.length === 0 ? (
            <p className="live-on-floor text-secondary">Nothing on the floor right now</p>
          ) : (
            <ul className="list-unstyled live-on-floor">
              {status.onFloor.map((round) => (
                <li key={round.roundId}><RoundLine round={round} level={level(round.eventName)} settings={settings} /></li>
              ))}
            </ul>
          )}
        </section>
      </Col>
      <Col xs={12} md={6} lg={3}>
        <section aria-labelledby="live-deck">
          <h2 id="live-deck" className="live-panel-title">On deck</h2>
          {status.onDeck ? (
            <p className="fw-semibold"><RoundLine round={status.onDeck} level={level(status.onDeck.eventName)} settings={settings} /></p>
          ) : (
            <p className="text-secondary">Nothing waiting</p>
          )}
        </section>
      </Col>
      <Col xs={12} md={6} lg={3}>
        <section aria-labelledby="live-next">
          <h2 id="live-next" className="live-panel-title">Next</h2>
          {status.next.length === 0 ? (
            <p className="text-secondary">—</p>
          ) : (
            <ul className="list-unstyled">
              {status.next.map((round) => (
                <li key={round.roundId}><RoundLine round={round} level={level(round.eventName)} settings={settings} /></li>
              ))}
            </ul>
          )}
        </section>
      </Col>
    </Row>
  );
}
