// Couples as the MC calls them: back numbers in a row, in large type (the lead's name while there is no number).
export interface CalledCouple {
  entryId: string;
  leadNumber?: number;
  leadName: string;
}

export function CalledNumbers({ label, couples, size }: { label: string; couples: readonly CalledCouple[]; size: 'fs-3' | 'display-6' }) {
  return (
    <ul aria-label={label} className={`list-inline ${size}`}>
      {couples.map((c) => (
        <li key={c.entryId} className="list-inline-item me-3">
          {c.leadNumber ?? c.leadName}
        </li>
      ))}
    </ul>
  );
}
