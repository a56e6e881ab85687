import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../data/auth/use-auth';
import { useSiteName } from '../../../data/hooks/site-name';
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
        <Tabs defaultActiveKey="sign-in" id="login-tabs" className="mb-3" fill mountOnEnter unmountOnExit>
          <Tab eventKey="sign-in" title="Sign in">
            <SignInForm />
          </Tab>
          <Tab eventKey="create-account" title="Create account">
            <SignUpForm />
          </Tab>
        </Tabs>
      </Card>
    </Container>
  );
}
