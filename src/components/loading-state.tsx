// Plain Bootstrap markup, not react-bootstrap: this is part of every page's first download (docs/PERFORMANCE.md, Web).
export interface LoadingStateProps {
  /** What is loading, read out by screen readers and shown next to the spinner. */
  label?: string;
  /** Inline: a small spinner inside a line of text or a table cell instead of a centred block. */
  inline?: boolean;
}

/** The one loading indicator: a live region, so assistive technology announces it. */
export function LoadingState({ label = 'Loading...', inline = false }: LoadingStateProps) {
  if (inline) {
    return (
      <span role="status" className="d-inline-flex align-items-center gap-2">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>{label}</span>
      </span>
    );
  }
  return (
    <div role="status" className="d-flex flex-column align-items-center justify-content-center gap-2 py-5 text-secondary">
      <div className="spinner-border" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
