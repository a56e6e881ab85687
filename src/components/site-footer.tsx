export interface FooterLink {
  href: string;
  label: string;
}

export interface SiteFooterProps {
  links: readonly FooterLink[];
  /** A line under the links, e.g. the competition's name. */
  caption?: string;
}

/** The page footer with the competition's outside links (they open in a new tab). */
export function SiteFooter({ links, caption }: SiteFooterProps) {
  return (
    <footer className="border-top bg-light py-4 mt-5">
      <div className="container d-flex flex-column flex-md-row align-items-center justify-content-between gap-2">
        {caption && <p className="mb-0 text-secondary small">{caption}</p>}
        {links.length > 0 && (
          <nav aria-label="Competition links">
            <ul className="list-inline mb-0">
              {links.map((link) => (
                <li key={link.label} className="list-inline-item">
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
