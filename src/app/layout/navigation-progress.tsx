import { useScreenCodeLoading } from '../routing/screen-loads';

/** While the next screen's code loads, a thin bar at the top says so; the current screen stays usable. */
export function NavigationProgress() {
  if (!useScreenCodeLoading()) return null;
  return (
    <div className="progress position-fixed top-0 start-0 w-100 rounded-0" style={{ height: 3, zIndex: 1080 }}>
      <div
        role="progressbar"
        aria-label="Loading the next page"
        className="progress-bar progress-bar-striped progress-bar-animated w-100"
      />
    </div>
  );
}
