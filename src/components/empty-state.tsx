import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** A sentence saying why it is empty or what to do next; may hold a link or button. */
  children?: ReactNode;
}

/** "Nothing here yet": shown instead of an empty table or list. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <section aria-label={title} className="text-center text-secondary py-5">
      <p className="h5 mb-2">{title}</p>
      {children && <div>{children}</div>}
    </section>
  );
}
