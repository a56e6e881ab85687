import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TopBar, type TopBarAccount, type TopBarLink } from '../../components/top-bar';
import { signOutUser } from '../../data/auth/auth-actions';
import { useAuth } from '../../data/auth/use-auth';
import { useJudgeTabletName } from '../../data/auth/use-judge-tablet-name';
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
  // Issue 19 item 4: what a competitor looks for on the day.
  { to: '/entries', label: 'Entries' },
  { to: '/competitors', label: 'Competitors' },
  { to: '/live', label: 'Live' },
];

const RESULTS: TopBarLink = { to: '/results', label: 'Results' };
const REGISTER: TopBarLink = { to: '/register', label: 'Register' };
const MY_ENTRIES: TopBarLink = { to: '/updateEntries', label: 'My entries' };
const SIGN_IN: TopBarLink = { to: '/login?next=%2FupdateEntries', label: 'Sign in' };

/**
 * A competitor's way in, by state (issue 31): signed out, Register, Sign in and My entries; signed in, My entries
 * (and Register, beside "Sign out"). Register is left out where the bar's button already is Register.
 */
function competitorLinks(signedIn: boolean, action: TopBarLink | null): TopBarLink[] {
  const register = action === REGISTER ? [] : [REGISTER];
  return signedIn ? [MY_ENTRIES, ...register] : [...register, SIGN_IN, MY_ENTRIES];
}

/**
 * Who the bar says is signed in: the e-mail, except on a judge's tablet, whose account e-mail is an internal
 * key (issue 29): there the judge's name it is bound to, read only on a tablet.
 */
function useAccountLabel(uid: string | null, email: string | null): string | null {
  const judge = useJudgeTabletName(uid, email);
  if (judge === undefined) return email;
  return judge === null ? "Judge's tablet" : `${judge} (judge's tablet)`;
}

/** The signed-in visitor's part of the bar: "My entries" and "Sign out" (back to the home page). */
function useTopBarAccount(links: readonly TopBarLink[]): TopBarAccount | null {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const leaving = useRef(false);
  const label = useAccountLabel(user?.uid ?? null, user?.email ?? null);
  const signOut = useCallback(() => {
    signOutUser().catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, []);
  // Home first, then sign out: on a page that needs an account the guard would otherwise send the
  // visitor to /login the moment the session ends.
  useEffect(() => {
    if (!leaving.current || pathname !== '/') return;
    leaving.current = false;
    signOut();
  }, [pathname, signOut]);
  if (!user) return null;
  const onSignOut = () => {
    setError(null);
    if (pathname === '/') {
      signOut();
      return;
    }
    leaving.current = true;
    navigate('/', { replace: true });
  };
  return { email: label, links, onSignOut, error };
}

/** The top bar with the competition's live name, its results-or-register button and the account's links. */
export function SiteTopBar() {
  // The build's name until the database answers with its own (the prerendered HTML carries the build's).
  const title = useSiteName();
  const resultsShown = useResultsPageShown();
  const { user } = useAuth();
  const action = resultsShown.loading ? null : resultsShown.data === true ? RESULTS : REGISTER;
  const own = competitorLinks(user !== null, action);
  const account = useTopBarAccount(own);
  return <TopBar title={title} links={account ? LINKS : [...LINKS, ...own]} action={action} account={account} />;
}
