import Badge from 'react-bootstrap/Badge';

interface ConnectionBadgeProps {
  online: boolean;
  pending: number;
}

/** Tells the judge whether marks are reaching the scrutineer, and how many are still on the tablet. */
export function ConnectionBadge({ online, pending }: ConnectionBadgeProps) {
  const text = online
    ? pending === 0 ? 'Online · all marks saved' : `Online · sending ${pending} mark${pending === 1 ? '' : 's'}`
    : pending === 0 ? 'Offline' : `Offline · ${pending} mark${pending === 1 ? '' : 's'} kept on this tablet`;
  return (
    <Badge bg={online ? (pending ? 'warning' : 'success') : 'danger'} text={online && pending ? 'dark' : undefined} role="status" aria-live="polite" className="judge-connection">
      {text}
    </Badge>
  );
}
