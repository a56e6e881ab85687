import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  /** A Bootstrap button variant: primary, outline-secondary, ... */
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A link to another page of the site that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ variant = 'primary', size, className, children, ...link }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Link {...link} className={classes}>
      {children}
    </Link>
  );
}
