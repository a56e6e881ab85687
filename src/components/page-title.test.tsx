import eventConfig from '@event-config';
import { render, screen } from '@testing-library/react';
import { documentTitle } from './document-title';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it("renders the page's h1 and names the browser tab after it and the competition", () => {
    render(<PageTitle title="Results" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    expect(document.title).toBe(`Results · ${eventConfig.competition.shortName}`);
  });

  it('can keep the heading for screen readers only', () => {
    render(<PageTitle title="Live" visuallyHidden />);
    expect(screen.getByRole('heading', { level: 1, name: 'Live' })).toHaveClass('visually-hidden');
  });

  it('uses the site name alone for an empty title', () => {
    expect(documentTitle('', 'RDF 2024')).toBe('RDF 2024');
  });
});
