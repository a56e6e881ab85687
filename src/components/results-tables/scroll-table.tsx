import type { ReactNode } from 'react';

/**
 * A focusable, named scroll area, so a wide table can be scrolled sideways by keyboard too, and a
 * screen reader announces which table it is in.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="results-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
