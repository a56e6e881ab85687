// The competition's name as the site shows it: the database's fullName, or the build's own while the
// database has none (no record yet, offline). null while the first answer is still on its way.
import eventConfig from '@event-config';
import { useCompetitionName } from './metadata-fields';

export function useSiteName(): string | null {
  const name = useCompetitionName();
  if (name.loading) return null;
  return name.data ?? eventConfig.competition.fullName;
}
