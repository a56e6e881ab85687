// "Notify me when we are on deck": opt in once per device; says plainly when the browser cannot or will not.
// Bootstrap's button markup (not react-bootstrap's Button): the same look, without its script on the page.
import type { OnDeckAlert } from '../../domain/running-order';
import { useOnDeckNotifications } from './use-on-deck-notifications';

const SAYS: Record<'unsupported' | 'refused' | 'on', string> = {
  unsupported: 'This browser cannot show notifications. Keep this page open and watch the line above.',
  refused: 'Your browser refused notifications for this site. To be notified, allow notifications for this site in the browser\'s settings, then reload.',
  on: 'You will get a notification on this device when your heat is on deck, while this page is open.',
};

export function OnDeckNotifyControl({ alerts }: { alerts: readonly OnDeckAlert[] }) {
  const { state, ask, stop, problem } = useOnDeckNotifications(alerts);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      {state === 'off' && <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void ask()}>Notify me when we are on deck</button>}
      {state !== 'off' && <p role="status" aria-label="On-deck notifications" className="small mb-0">{SAYS[state]}</p>}
      {state === 'on' && <button type="button" className="btn btn-sm btn-outline-secondary" onClick={stop}>Stop notifications</button>}
      {problem && <p role="alert" className="text-danger small mb-0">{problem}</p>}
    </div>
  );
}
