import type { Official } from '../../../domain/model';

/** Initials stand in for a missing photo, so every card has the same shape. */
function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('');
}

export function OfficialCard({ official }: { official: Official }) {
  return (
    <article className="d-flex gap-3 mb-4" aria-label={official.name}>
      {official.photoURL ? (
        <img
          src={official.photoURL}
          alt={`Photo of ${official.name}`}
          width={96}
          height={96}
          loading="lazy"
          className="rounded-circle flex-shrink-0 object-fit-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="rounded-circle flex-shrink-0 bg-secondary-subtle d-flex align-items-center justify-content-center fs-3"
          style={{ width: 96, height: 96 }}
        >
          {initials(official.name)}
        </div>
      )}
      <div>
        <h3 className="h5 mb-1">{official.name}</h3>
        <p className="text-secondary small mb-2">{official.role}</p>
        {official.bio && <p className="mb-0">{official.bio}</p>}
      </div>
    </article>
  );
}
