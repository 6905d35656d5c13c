import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSectionKeys } from '../../../../../contract/page-content/page-content';
import { sectionAnchorId } from '../../../../../contract/page-content/section-anchor';
import type { PublicSubpage } from '../../../../../contract/pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ProvidersOptions } from '../../../test/render-with-providers';
import { PageSections } from '../page-sections';
import { liveSectionLoader } from './live-section-loader';
import { getCtaContentQueryOptions } from '../../../lib/api/cta-content-query';
import { validatePage } from '../../../lib/api/validated-page';
import { everySection, highlightsCta, pageWith, pageWithBlocks } from './section-fixtures.test-support';
import { isBodyBlockType } from './section-registry';
import { escapeRichText } from '../../../../../contract/rich-text/rich-text-escape';

vi.mock('../forms/contact-form', () => ({
  ContactForm: ({ section }: { section: { title: string } }) => <p>Contact form for {section.title}</p>,
}));
vi.mock('../forms/job-application-form', () => ({
  JobApplicationForm: ({ jobTitle }: { jobTitle: string }) => <p>Application form for {jobTitle}</p>,
}));

// The page body is compiled on its first import; doing that up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all(pageSectionKeys.filter(isBodyBlockType).map((type) => liveSectionLoader(type)()));
}, 60_000);

/**
 * Sections load their code through React's `use`; in a test environment React resumes a suspended render
 * only inside an awaited `act`, so every render here is one.
 */
async function renderSettled(ui: ReactElement, options?: ProvidersOptions) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(ui, options);
  });
  if (!result) throw new Error('render did not run');
  return result;
}

// Every section at once is a lot of Chakra to render in jsdom: allow for it rather than flake.
const slowRender = 15_000;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('PageSections', () => {
  it('renders the hero and a leading intro at once, and the rest when the body arrives', async () => {
    await renderSettled(
      <PageSections
        page={pageWith({ banner: everySection.banner, intro: everySection.intro, faq: everySection.faq })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fixture banner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Intro title' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'FAQ title' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Intro title' })).toHaveLength(1);
  });

  it('renders every kind of section, each under its own anchor id, with one h1', async () => {
    const { container } = await renderSettled(<PageSections page={pageWith(everySection)} />);
    // The last lazily loaded sections have arrived once their text shows.
    await screen.findByText('Clause text.', {}, { timeout: slowRender });
    await screen.findByText('Contact form for Contact form title', {}, { timeout: slowRender });
    for (const key of pageSectionKeys) {
      expect(container.querySelector(`#${sectionAnchorId(key)}`), key).not.toBeNull();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Fixture banner' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  }, 30_000);

  it('gives list entries their own anchors so search can link to them', async () => {
    const { container } = await renderSettled(<PageSections page={pageWith(everySection)} />);
    await screen.findByText('Clause text.', {}, { timeout: slowRender });
    await screen.findByText('Partner description one.', {}, { timeout: slowRender });
    await screen.findByText('Posting description.', {}, { timeout: slowRender });
    expect(container.querySelector(`#${sectionAnchorId('sections', 'Clause title')}`)).not.toBeNull();
    expect(container.querySelector(`#${sectionAnchorId('partners', 'Profile Partner')}`)).not.toBeNull();
    expect(container.querySelector(`#${sectionAnchorId('jobListingsSection', 'Fixture Engineer')}`)).not.toBeNull();
    expect(container.querySelector('#job-listings-section')).not.toBeNull();
  }, 30_000);

  it('renders two FAQ blocks and two text blocks in their order, each under its own anchor', async () => {
    const faq = (title: string, question: string) => ({ title, items: [{ question, answer: `${question} Yes.` }] });
    const text = (title: string) => [{ title, description: `${title} text.` }];
    const { container } = await renderSettled(
      <PageSections
        page={pageWithBlocks([
          { id: 'f1', type: 'faq', data: faq('Pricing', 'Is it fixed?') },
          { id: 't1', type: 'sections', data: text('Scope') },
          { id: 'f2', type: 'faq', data: faq('Security', 'Is it safe?') },
          { id: 't2', type: 'sections', data: text('Scope') },
        ])}
      />,
    );
    await screen.findByText('Is it safe?');
    await screen.findAllByText('Scope text.');
    const blocks = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(blocks).toEqual(['faq', 'sections', 'faq-security', 'sections-2']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Pricing', 'Scope', 'Security', 'Scope']);
    // Entries anchor under their block's anchor, so two clauses of one title stay apart.
    expect(container.querySelector('#sections-scope')).not.toBeNull();
    expect(container.querySelector('#sections-2-scope')).not.toBeNull();
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(warn).not.toHaveBeenCalled();
  });

  it('draws the first banner block as the hero and skips a later one with a console warning', async () => {
    await renderSettled(
      <PageSections
        page={pageWithBlocks([
          { type: 'intro', data: everySection.intro },
          { type: 'banner', data: everySection.banner },
          { type: 'banner', data: { ...everySection.banner, title: 'Second banner' } },
          { type: 'faq', data: everySection.faq },
        ])}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Fixture banner',
    ]);
    expect(await screen.findByRole('heading', { name: 'FAQ title' })).toBeInTheDocument();
    expect(screen.queryByText('Second banner')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Skipped section "banner" of page "Fixture page": A page shows one banner, its first (the hero)',
    );
  });

  it('skips a malformed section with a console warning and renders the rest', async () => {
    const content = {
      banner: everySection.banner,
      faq: { title: 'Broken FAQ', items: 'not a list' },
      intro: everySection.intro,
    };
    await renderSettled(<PageSections page={pageWith(content)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fixture banner' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Intro title' })).toBeInTheDocument();
    expect(screen.queryByText('Broken FAQ')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Skipped section "faq"'));
  });

  it('skips an unknown section key with a console warning', async () => {
    const content = { intro: everySection.intro, pricingTable: { title: 'Unknown' }, faq: everySection.faq };
    await renderSettled(<PageSections page={pageWith(content)} />);
    expect(screen.getByRole('heading', { name: 'Intro title' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'FAQ title' })).toBeInTheDocument();
    expect(screen.queryByText('Unknown')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Skipped section "pricingTable"'));
  });

  it('uses the page title as the h1 when the content has no banner (or only a broken one)', async () => {
    await renderSettled(
      <PageSections page={pageWith({ banner: { nonsense: true }, intro: everySection.intro }, 'Privacy Policy')} />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Fixture page description.')).toBeInTheDocument();
  });

  it('does not repeat a policy intro that has the page title as its title', async () => {
    const intro = { title: 'Privacy Policy', subtitle: 'Last updated: 1 September 2025', description: 'Preamble.' };
    await renderSettled(<PageSections page={pageWith({ intro }, 'Privacy Policy')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 September 2025')).toBeInTheDocument();
    expect(screen.getByText('Preamble.')).toBeInTheDocument();
  });

  it('renders server text as text, never as markup', async () => {
    const hostile = '<script>window.__pwned = true</script><b>bold</b>';
    // Formatted text refuses HTML; written as escaped text (the editor's `\<`), it is the words it is.
    const prose = escapeRichText(hostile);
    const content = {
      banner: { title: `Title ${hostile}`, description: `Description ${prose}` },
      faq: { title: 'Questions', items: [{ question: `Question ${hostile}`, answer: `Answer ${prose}` }] },
    };
    const { container } = await renderSettled(<PageSections page={pageWith(content)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Title ${hostile}`);
    expect(screen.getByText(`Description ${hostile}`)).toBeInTheDocument();
    expect(await screen.findByText(`Question ${hostile}`)).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('links a subpage back to its parent page', async () => {
    const subpage: PublicSubpage = {
      id: 2,
      title: 'Cloud Security Services',
      description: 'Subpage description.',
      slug: 'cloud-security',
      fullPath: '/services/cloud-security',
      parentSlug: 'services',
      parentTitle: 'Services',
      content: {},
      blocks: [{ id: 'hero', type: 'banner', data: everySection.banner }],
      updatedAt: '2025-01-01T00:00:00Z',
    };
    await renderSettled(<PageSections page={validatePage(subpage)} />);
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumb).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  });

  it('opens external links without an opener or referrer and site links through the router', async () => {
    await renderSettled(<PageSections page={pageWith({ ctaSection: highlightsCta })} />);
    expect(await screen.findByRole('link', { name: 'Home secondary' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Home primary/ })).toHaveAttribute('href', '/contact');
  });

  it('scrolls to the section named in the URL once it has loaded', async () => {
    const scrollIntoView = vi.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    await renderSettled(
      <PageSections
        page={pageWith({ banner: everySection.banner, jobListingsSection: everySection.jobListingsSection })}
      />,
      {
        route: '/company/careers#job-listings-section',
      },
    );
    await screen.findByText('Posting description.');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'job-listings-section');
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('folds the application form for a posting into a <details> that opens when asked', async () => {
    const user = userEvent.setup();
    await renderSettled(<PageSections page={pageWith({ jobListingsSection: everySection.jobListingsSection })} />);
    // A <summary>, so that it opens without JavaScript too (issue 31); the form is in the HTML from the start.
    const apply = await screen.findByText('Apply for this role', { selector: 'summary, summary *' });
    const folded = apply.closest('details');
    expect(folded).not.toBeNull();
    expect(folded).not.toHaveAttribute('open');
    await user.click(apply);
    expect(folded).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Apply for Fixture Engineer' })).toBeVisible();
  });
});

describe('the closing call to action', () => {
  const shared = {
    enabled: true,
    title: 'Shared closing call',
    description: 'From the global component.',
    primary: { text: 'Contact us', link: '/contact' },
  };
  const clientWith = (cta: unknown) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(getCtaContentQueryOptions().queryKey, cta as never);
    return queryClient;
  };

  it('closes a page without a call to action of its own', async () => {
    await renderSettled(<PageSections page={pageWith({ faq: everySection.faq })} />, {
      queryClient: clientWith(shared),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Shared closing call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  });

  it('gives way to the page’s own, stays off where the page asks (the policies) and when staff switch it off', async () => {
    const { unmount } = await renderSettled(
      <PageSections page={pageWith({ faq: everySection.faq, ctaSection: everySection.ctaSection })} />,
      { queryClient: clientWith(shared) },
    );
    expect(screen.queryByText('Shared closing call')).toBeNull();
    unmount();
    const policy = await renderSettled(<PageSections page={pageWith({ faq: everySection.faq })} closingCta={false} />, {
      queryClient: clientWith(shared),
    });
    expect(screen.queryByText('Shared closing call')).toBeNull();
    policy.unmount();
    await renderSettled(<PageSections page={pageWith({ faq: everySection.faq })} />, {
      queryClient: clientWith({ ...shared, enabled: false }),
    });
    expect(screen.queryByText('Shared closing call')).toBeNull();
  });
});
