import { type ReactNode, useEffect } from 'react';
import { documentTitle } from './document-title';

export interface PageTitleProps {
  /** The page's heading, also used for the browser tab: "<title> · <competition short name>". */
  title: string;
  /** Extra content next to the heading (e.g. a button). */
  children?: ReactNode;
  /** Keep the heading for screen readers only (screens with their own visual header). */
  visuallyHidden?: boolean;
}

/** The screen's one h1, and the browser tab's title. */
export function PageTitle({ title, children, visuallyHidden = false }: PageTitleProps) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  if (visuallyHidden) return <h1 className="visually-hidden">{title}</h1>;
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h2 mb-0">{title}</h1>
      {children}
    </div>
  );
}
