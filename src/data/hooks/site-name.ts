// The competition's name as the site shows it: the database's fullName once it answers, the build's own before
// then and while the database has none (no record yet, offline). The build's name is what the prerendered HTML
// carries, so the first render matches it and the top bar does not change size when the app takes over.
import eventConfig from '@event-config';
import { useCompetitionName } from './metadata-fields';

export function useSiteName(): string {
  return useCompetitionName().data ?? eventConfig.competition.fullName;
}
