import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import type { DbValue } from '../../../data/use-db-value';
import type { Official } from '../../../domain/model';
import { OfficialCard } from './official-card';

export interface PeopleSectionProps {
  title: string;
  people: DbValue<Record<string, Official>>;
  /** Which of the people to list (e.g. role Judge). */
  filter?: (official: Official) => boolean;
  emptyText: string;
}

export function PeopleSection({ title, people, filter = () => true, emptyText }: PeopleSectionProps) {
  const headingId = `about-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h3 mb-3">{title}</h2>
      <PeopleList people={people} filter={filter} emptyText={emptyText} title={title} />
    </section>
  );
}

function PeopleList({ people, filter, emptyText, title }: Required<PeopleSectionProps>) {
  if (people.error) return <ErrorState error={people.error} title={`Could not load the ${title.toLowerCase()}`} />;
  if (people.loading) return <LoadingState label={`Loading ${title.toLowerCase()}...`} />;
  const listed = Object.entries(people.data ?? {})
    .filter(([, official]) => filter(official))
    .sort(([, a], [, b]) => a.name.localeCompare(b.name));
  if (listed.length === 0) return <EmptyState title={`No ${title.toLowerCase()} listed yet`}>{emptyText}</EmptyState>;
  return (
    <div className="row row-cols-1 row-cols-lg-2">
      {listed.map(([key, official]) => (
        <div key={key} className="col">
          <OfficialCard official={official} />
        </div>
      ))}
    </div>
  );
}
