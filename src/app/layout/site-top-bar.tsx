import eventConfig from '@event-config';
import { TopBar, type TopBarLink } from '../../components/top-bar';
import { useCompetitionName, useResultsPageShown } from '../../data/hooks/competition';

const LINKS: readonly TopBarLink[] = [
  { to: '/', label: 'Competitor Info' },
  { to: '/details', label: 'Details' },
  { to: '/rules', label: 'Rules' },
  { to: '/venue', label: 'Venue' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
];

const RESULTS: TopBarLink = { to: '/results', label: 'Results' };
const REGISTER: TopBarLink = { to: '/register', label: 'Register' };

/** The top bar with the competition's live name and its results-or-register button. */
export function SiteTopBar() {
  const name = useCompetitionName();
  const resultsShown = useResultsPageShown();
  // "Loading..." until the database answers; if it cannot (no record yet, offline), the build's own name.
  const title = name.loading ? null : (name.data ?? eventConfig.competition.fullName);
  const action = resultsShown.loading ? null : resultsShown.data === true ? RESULTS : REGISTER;
  return <TopBar title={title} links={LINKS} action={action} />;
}
