import { TopBar, type TopBarLink } from '../../components/top-bar';
import { useResultsPageShown } from '../../data/hooks/metadata-fields';
import { useSiteName } from '../../data/hooks/site-name';

const LINKS: readonly TopBarLink[] = [
  { to: '/', label: 'Competitor Info' },
  { to: '/details', label: 'Details' },
  { to: '/schedule', label: 'Schedule' },
  { to: '/rules', label: 'Rules' },
  { to: '/venue', label: 'Venue' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
];

const RESULTS: TopBarLink = { to: '/results', label: 'Results' };
const REGISTER: TopBarLink = { to: '/register', label: 'Register' };

/** The top bar with the competition's live name and its results-or-register button. */
export function SiteTopBar() {
  // "Loading..." until the database answers; if it has no name (no record yet, offline), the build's own.
  const title = useSiteName();
  const resultsShown = useResultsPageShown();
  const action = resultsShown.loading ? null : resultsShown.data === true ? RESULTS : REGISTER;
  return <TopBar title={title} links={LINKS} action={action} />;
}
