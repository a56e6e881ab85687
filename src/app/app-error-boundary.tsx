import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../components/error-state';

interface State {
  error: unknown;
}

/** The last line of defence outside the router (providers): a message and a reload button, never a white page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The site failed to start', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="container py-5">
        <ErrorState title="The site could not start" error={this.state.error}>
          <p className="mt-2 mb-0">Reload the page to try again.</p>
          <button type="button" className="btn btn-danger mt-3" onClick={() => window.location.reload()}>Reload</button>
        </ErrorState>
      </div>
    );
  }
}
