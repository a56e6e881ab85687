import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../data/auth/use-auth';
import { useSiteName } from '../../../data/hooks/site-name';
import { LoginTabs } from '../components/login-tabs';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { safeNextPath } from '../../../components/login-path';

/** /login: sign in or create an account, then go back to `next` (or home). */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { user, loading } = useAuth();
  const siteName = useSiteName();

  if (loading) return <LoadingState label="Checking your sign-in..." />;
  if (user) return <Navigate to={next} replace />;

  return (
    <Container className="py-5" style={{ maxWidth: 480 }}>
      <p className="mb-4">
        <Link to="/">← Back to {siteName}</Link>
      </p>
      <PageTitle title="Sign in" />
      {next !== '/' && <p className="text-secondary">Sign in to continue to the page you asked for.</p>}
      <Card body>
        <LoginTabs
          id="login-tabs"
          tabs={[
            { key: 'sign-in', title: 'Sign in', content: <SignInForm /> },
            { key: 'create-account', title: 'Create account', content: <SignUpForm /> },
          ]}
        />
      </Card>
    </Container>
  );
}
