// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { signOutUser } from '../../data/auth/auth-actions';
import { useAuth } from '../../data/auth/use-auth';
import type { StaffRole } from '../../domain/model';
import { loginPath } from '../../components/login-path';
import { describeRoles } from './role-labels';
import { LinkButton } from '../../components/link-button';

export interface NoAccessPageProps {
  /** Roles that would open this page. */
  roles: readonly StaffRole[];
  /** The judge this device is bound to, to offer the way to the marking page instead. */
  judgeKey: string | null;
}

/** Shown instead of an officials' screen to a signed-in account without the role for it. */
export function NoAccessPage({ roles, judgeKey }: NoAccessPageProps) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const switchAccount = async () => {
    try {
      await signOutUser();
      navigate(loginPath(location.pathname + location.search + location.hash), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="container py-5" style={{ maxWidth: 640 }}>
      <PageTitle title="No access" />
      <p>
        You are signed in as <strong>{user?.email ?? 'an account without an email'}</strong>, but this page is only for the
        competition's {describeRoles(roles)}.
      </p>
      <p>If you should have access, ask an organiser to give your account the role, then reload this page.</p>
      {judgeKey && (
        <p>
          This device is set up for judging: <Link to={`/judges/${encodeURIComponent(judgeKey)}`}>go to your marking page</Link>.
        </p>
      )}
      {error && <p role="alert" className="text-danger">{error}</p>}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={switchAccount}>Sign in with a different account</button>
        <LinkButton to="/" variant="outline-secondary">Go to the home page</LinkButton>
      </div>
    </div>
  );
}
