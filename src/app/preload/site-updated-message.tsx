// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).

export interface SiteUpdatedMessageProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/** "This site was updated": shown when a newer deploy removed the code this tab was about to load. */
export function SiteUpdatedMessage({ onReload = () => window.location.reload() }: SiteUpdatedMessageProps) {
  return (
    <div role="alert" className="alert alert-info m-3">
      <h2 className="alert-heading h5">This site was updated</h2>
      <p>A newer version of the site was published while this page was open. Reload to get it; nothing you saved is lost.</p>
      <button type="button" className="btn btn-primary" onClick={onReload}>Reload</button>
    </div>
  );
}
