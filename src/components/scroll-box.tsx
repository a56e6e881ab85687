import type { ReactNode } from 'react';

export interface ScrollBoxProps {
  /** What the box holds, read out when it receives focus ("Heats"). */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's box that scrolls sideways on a narrow screen instead of the page (Bootstrap's
 * table-responsive). It can take focus, so the arrow keys scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollBox({ label, children }: ScrollBoxProps) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
