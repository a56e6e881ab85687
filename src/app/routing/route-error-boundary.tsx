import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/route-error-page';
import { isChunkLoadError } from '../preload/preload-errors';

interface Props {
  /** The page's address: going elsewhere clears the error, so the next screen gets its chance. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The address the state belongs to. */
  key: string;
}

/** A screen that failed to load or crashed shows its error inside the layout; the top bar stays. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A chunk gone after a deploy is expected and explained on the page (preload-errors.ts logs it).
    if (!isChunkLoadError(error)) console.error('A screen failed', error, info.componentStack);
  }

  render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
