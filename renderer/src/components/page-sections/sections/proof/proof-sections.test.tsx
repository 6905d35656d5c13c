import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { everySection } from '../section-fixtures.test-support';
import { CaseStudiesView } from './case-studies-section';
import { CertificationsView } from './certifications-section';

const shared = { id: 'proof', headingId: 'proof-heading', pageTitle: 'Fixture page' };

describe('proof sections', () => {
  it('case studies: one article per client with its story, outcomes as figure and meaning, and the link', () => {
    renderWithProviders(<CaseStudiesView data={everySection.caseStudies} {...shared} />);
    expect(screen.getByRole('heading', { name: 'Case studies title', level: 2 })).toHaveAttribute(
      'id',
      'proof-heading',
    );
    const study = screen.getByRole('article', { name: 'Case study headline' });
    expect(within(study).getByText('A fixture bank')).toBeInTheDocument();
    expect(within(study).getByText('Case study summary.')).toBeInTheDocument();
    const figures = within(study)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const meanings = within(study)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(figures).toEqual(['63%', '9 days']);
    expect(meanings).toEqual(['fewer critical findings', 'to contain']);
    expect(within(study).getByRole('link', { name: /Read the full story/ })).toHaveAttribute(
      'href',
      '/company/resources',
    );
  });

  it('case studies: a study without a link offers none, a client logo is shown named by the client', () => {
    const [study] = everySection.caseStudies.items;
    renderWithProviders(
      <CaseStudiesView
        data={{
          title: 'Results',
          items: [{ ...study!, link: undefined, logo: { src: '/brand/client.svg', alt: '', width: 120, height: 40 } }],
        }}
        {...shared}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A fixture bank' })).toHaveAttribute('src', '/brand/client.svg');
  });

  it('certifications: each card is one link named by the certification, to where it can be checked', () => {
    renderWithProviders(<CertificationsView data={everySection.certifications} {...shared} />);
    const link = screen.getByRole('link', { name: 'Fixture certificate' });
    expect(link).toHaveAttribute('href', 'https://example.com/cert');
    // An outside register: no opener, no referrer.
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Fixture body')).toBeInTheDocument();
    expect(screen.getByText('Fixture scope')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
