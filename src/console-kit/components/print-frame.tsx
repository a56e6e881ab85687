// A page meant for paper: a toolbar (print, back) that the printout leaves out, and the sheet.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

export interface PrintFrameProps {
  title: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

export function PrintFrame({ title, backTo, backLabel, children }: PrintFrameProps) {
  return (
    <article aria-label={title} className="print-sheet">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print</Button>
        <Link className="btn btn-outline-secondary" to={backTo}>
          {backLabel}
        </Link>
      </div>
      <h1 className="h3">{title}</h1>
      {children}
    </article>
  );
}
