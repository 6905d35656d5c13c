import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ContactSectionView } from './contact-section';
import { ContentSectionsView } from './content-sections';
import { CtaSectionView } from './cta-section';
import { CultureSectionView } from './culture-section';
import { IntroSection } from './intro-section';
import { AreaSectionView, BenefitsSectionView, FeatureListView, ItemsSectionView } from './items-sections';
import { JobListingsView } from './jobs/job-listings-section';
import { ServicesView, SolutionsView } from './offerings-sections';
import { PartnerProfilesView } from './partners/partner-profiles-section';
import { PartnersOverviewView } from './partners/partners-overview-section';
import { everySection, highlightsCta } from './section-fixtures.test-support';
import { TeamSectionView } from './team-section';
import { TestimonialsView } from './testimonials-section';
import { ValuesSectionView } from './values-section';
import { loadFormattedText } from './parts/load-formatted-text';

vi.mock('../forms/contact-form', () => ({
  ContactForm: ({ section }: { section: { title: string } }) => <p>Contact form for {section.title}</p>,
}));

const shared = { id: 'fixture', headingId: 'fixture-heading', pageTitle: 'Fixture page' };
const show = (ui: ReactElement) => renderWithProviders(ui);
const heading = (name: string, level?: number) => screen.getByRole('heading', { name, ...(level ? { level } : {}) });

// Formatted text's parser is loaded through React's `use`, which a test environment resumes only inside an
// awaited `act`: loaded up front, it is read at once.
beforeAll(() => loadFormattedText());
describe('section renderers', () => {
  it('intro: title, eyebrow, description and every paragraph', async () => {
    show(<IntroSection data={everySection.intro} {...shared} />);
    expect(heading('Intro title', 2)).toHaveAttribute('id', 'fixture-heading');
    // The body's two paragraphs are formatted text: drawn once the parser has loaded.
    expect(await screen.findByText('Content paragraph two.')).toBeInTheDocument();
    for (const text of [
      'Intro eyebrow',
      'Intro description.',
      'Intro first paragraph.',
      'Intro second paragraph.',
      'Content paragraph one.',
      'Content paragraph two.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('intro: draws no picture its editors did not choose, however long its body', () => {
    show(<IntroSection data={{ title: 'Intro title', content: 'One.\n\nTwo.\n\nThree.' }} {...shared} />);
    expect(document.querySelector('img')).toBeNull();
  });

  it('item sections: heading and cards; linked cards are links named by their title', () => {
    show(<ItemsSectionView data={everySection.cards} {...shared} />);
    expect(heading('Features section title', 2)).toBeInTheDocument();
    expect(heading('Feature card', 3)).toBeInTheDocument();
    expect(screen.getByText('Feature card text.')).toBeInTheDocument();
  });

  it('features without a heading promote card titles to h2', () => {
    show(<FeatureListView data={everySection.features} {...shared} />);
    expect(heading('Loose feature', 2)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loose feature' })).toHaveAttribute('href', '/services');
  });

  it('services and solutions areas show their cards and section link', () => {
    show(<AreaSectionView data={everySection.overview} {...shared} />);
    expect(heading('Services area', 2)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Area card' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  });

  it('benefits, values and culture show each item and the quote', () => {
    show(
      <>
        <BenefitsSectionView data={everySection.benefitsSection} {...shared} />
        <ValuesSectionView data={everySection.valuesSection} {...shared} />
        <CultureSectionView data={everySection.cultureSection} {...shared} />
      </>,
    );
    for (const text of [
      'Pension',
      'Pension text.',
      'Candour',
      'Candour text.',
      'Learning',
      'Learning text.',
      'Culture quote text.',
      'Quote Author',
      'Quote Position',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('services: title, description and features; solutions: title, description and benefits', () => {
    show(
      <>
        <ServicesView data={everySection.services} {...shared} />
        <SolutionsView data={everySection.solutions} {...shared} />
      </>,
    );
    expect(heading('Service card', 2)).toBeInTheDocument();
    expect(screen.getByText('Service card text.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What’s included' })).toHaveTextContent('Service feature one');
    expect(heading('Solution row', 2)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Outcomes' })).toHaveTextContent('Solution benefit one');
  });

  it('calls to action: title, description, actions and, in the highlights layout, highlights', () => {
    show(<CtaSectionView data={highlightsCta} {...shared} />);
    expect(heading('Home call to action', 2)).toBeInTheDocument();
    expect(screen.getByText('Home call to action text.')).toBeInTheDocument();
    expect(screen.getByText('Highlight one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Home primary/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Home secondary' })).toHaveAttribute('href', 'https://example.org/more');
    // No artwork of its own: no drawing at all, so pages do not all end with the same one.
    expect(document.querySelector('img')).toBeNull();
  });

  it('a plain call to action keeps its highlights out of sight', () => {
    show(<CtaSectionView data={{ ...highlightsCta, variant: 'plain' }} {...shared} />);
    expect(heading('Home call to action', 2)).toBeInTheDocument();
    expect(screen.queryByText('Highlight one')).toBeNull();
  });

  it('a call to action with artwork of its own draws that picture, with its alt text', () => {
    const artwork = { src: '/media/3/0123abcd4567ef89/waves.svg', alt: 'Waves', width: 560, height: 360 };
    show(<CtaSectionView data={{ ...highlightsCta, artwork }} {...shared} />);
    expect(screen.getByRole('img', { name: 'Waves' })).toHaveAttribute('src', artwork.src);
  });

  it('team members: the people named, with initials for no photo, role, credentials, bio and links', () => {
    show(<TeamSectionView data={everySection.teamSection} {...shared} />);
    expect(heading('Ada Lovelace', 3)).toBeInTheDocument();
    expect(screen.getByText('Chief Analyst')).toBeInTheDocument();
    expect(screen.getByText('CISSP · OSCP')).toBeInTheDocument();
    expect(screen.getByText('Ada bio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn (Ada Lovelace)' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ada',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('team members: a person’s photo with its alt text, and no card for a member the server could not fill in', () => {
    const photo = { src: '/media/4/0123abcd4567ef89/ada.png', alt: 'Ada Lovelace smiling', width: 400, height: 400 };
    const [ada] = everySection.teamSection.members;
    if (!ada?.person) throw new Error('the fixture names a person');
    const members = [{ ...ada, person: { ...ada.person, photo } }, { personId: 9 }];
    show(<TeamSectionView data={{ ...everySection.teamSection, members }} {...shared} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace smiling' })).toHaveAttribute('src', photo.src);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('partners: overview tiles, and profiles with key capabilities and their aspects', () => {
    show(
      <>
        <PartnersOverviewView data={everySection.partnersSection} {...shared} />
        <PartnerProfilesView data={everySection.partners} {...shared} />
      </>,
    );
    expect(heading('Overview Partner', 3)).toBeInTheDocument();
    expect(screen.getByText('Overview tag')).toBeInTheDocument();
    const profile = screen.getByRole('article', { name: 'Profile Partner' });
    for (const text of [
      'Profile tag',
      'Partner description one.',
      'Partner description two.',
      'Key capabilities',
      'Capability aspect',
    ]) {
      expect(within(profile).getByText(text)).toBeInTheDocument();
    }
    expect(within(profile).getByRole('heading', { name: 'Capability title', level: 3 })).toBeInTheDocument();
  });

  it('partners: a logo where staff gave one (decoration beside the written name), initials otherwise', () => {
    const logo = { src: '/media/partner-logo.svg', alt: 'Partner logo', width: 300, height: 96 };
    const { container } = show(
      <>
        <PartnersOverviewView
          data={{
            ...everySection.partnersSection,
            partners: [
              { name: 'Halden Ridge', tag: 'Cloud', logo },
              { name: 'No Logo Firm', tag: 'Identity' },
            ],
          }}
          {...shared}
        />
        <PartnerProfilesView data={[{ ...everySection.partners[0]!, name: 'Profiled Firm', logo }]} {...shared} />
      </>,
    );
    const logos = [...container.querySelectorAll('img')].filter((img) =>
      img.getAttribute('src')?.includes('partner-logo'),
    );
    expect(logos).toHaveLength(2);
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    expect(screen.getByText('NL')).toBeInTheDocument();
    expect(screen.queryByText('HR')).toBeNull();
    expect(screen.queryByText('PF')).toBeNull();
  });

  it('testimonials: quote, author, position and company', () => {
    show(<TestimonialsView data={everySection.testimonials} {...shared} />);
    expect(screen.getByText('Client quote.')).toBeInTheDocument();
    expect(screen.getByText('Client Author')).toBeInTheDocument();
    expect(screen.getByText('CISO, Client Co')).toBeInTheDocument();
  });

  it('content sections: one article per entry with its points and link', () => {
    show(
      <ContentSectionsView
        data={[
          ...everySection.sections,
          { title: 'Second clause', description: 'More text.', cta: { text: 'Read on', link: '/cookie-policy' } },
        ]}
        {...shared}
      />,
    );
    const clause = screen.getByRole('article', { name: 'Clause title' });
    expect(within(clause).getByText('Clause label')).toBeInTheDocument();
    expect(within(clause).getByText('Clause point')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read on' })).toHaveAttribute('href', '/cookie-policy');
  });

  it('contact: the form beside the office card with working phone and email links', async () => {
    show(<ContactSectionView data={everySection.contactForm} {...shared} />);
    expect(await screen.findByText('Contact form for Contact form title')).toBeInTheDocument();
    const office = screen.getByRole('complementary', { name: 'London Headquarters' });
    expect(within(office).getByRole('link', { name: '+44 20 4586 2210' })).toHaveAttribute('href', 'tel:+442045862210');
    expect(within(office).getByRole('link', { name: 'hello@aegisline.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aegisline.example',
    );
  });

  it('job postings: every field, with requirements, responsibilities and benefits on demand', async () => {
    const user = userEvent.setup();
    show(<JobListingsView data={everySection.jobListingsSection} {...shared} />);
    const posting = screen.getByRole('article', { name: 'Fixture Engineer' });
    for (const text of [
      'Fixture Department',
      'Fixture City',
      'Full-time',
      '£1 – £2',
      'Fixture tag',
      'Posting description.',
    ]) {
      expect(within(posting).getByText(text)).toBeInTheDocument();
    }
    for (const [list, item] of [
      ['Requirements', 'Requirement one'],
      ['Responsibilities', 'Responsibility one'],
      ['Benefits', 'Benefit one'],
    ] as const) {
      const heading = within(posting).getByRole('heading', { name: list, level: 4 });
      const details = heading.closest('details');
      // In the markup while closed, so the server's HTML holds it and it opens without JavaScript.
      expect(details?.open).toBe(false);
      expect(details).toHaveTextContent(item);
      await user.click(heading);
      expect(details?.open).toBe(true);
    }
  }, 20_000);

  it('job listings with no postings say so', () => {
    show(<JobListingsView data={{ title: 'Open roles', jobPostings: [] }} {...shared} />);
    expect(heading('No open roles right now', 3)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });
});
