import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useOffline } from '../../../data/hooks/use-offline';

type Spell = 'none' | 'offline' | 'back';

/**
 * While a registration is being sent (issue 31): after 3 s without the database the form says it will be sent
 * when the connection returns (the SDK keeps the write and sends it then), and says so again when it does.
 */
export function SubmitConnectionNotice({ sending }: { sending: boolean }) {
  const offline = useOffline(3000);
  const [spell, setSpell] = useState<Spell>('none');
  // Derived from the previous render (React's "adjust state while rendering"): offline, then back, per send.
  const next: Spell = !sending ? 'none' : offline ? 'offline' : spell === 'offline' ? 'back' : spell;
  if (next !== spell) setSpell(next);
  if (next === 'offline') {
    return (
      <Alert variant="warning" role="status" className="mt-3">
        No connection to the database. Your registration is kept and will be sent when the connection returns; keep this page open.
      </Alert>
    );
  }
  if (next === 'back') return <Alert variant="info" role="status" className="mt-3">The connection is back: sending your registration now.</Alert>;
  return null;
}
