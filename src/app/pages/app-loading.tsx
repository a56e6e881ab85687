import { LoadingState } from '../../components/loading-state';

/** The first screen's code is still downloading. */
export function AppLoading() {
  return (
    <div className="min-vh-100 d-flex align-items-center justify-content-center">
      <LoadingState />
    </div>
  );
}
