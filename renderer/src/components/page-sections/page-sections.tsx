import { useEffect, useMemo } from 'react';
import { hasOwnCallToAction } from '../../../../contract/page-content/own-cta';
import type { ParsedSection, SkippedSection } from '../../../../contract/page-content/page-content';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import type { OpeningSection, ValidatedPage } from '../../lib/api/validated-page';
import { paths } from '../../lib/paths';
import { BannerSection, PageTitleHeader } from './sections/banner-section';
import { DeferredSection } from './sections/deferred-section';
import { ParentCrumb } from './sections/hero/hero-eyebrow';
import { IntroSection } from './sections/intro-section';
import { isBodySectionKey } from './sections/section-registry';
import type { PageWidth, SectionTone } from './sections/section-shell';
import { SectionShell } from './sections/section-shell';
import type { BodySection } from './sections/section-slot';
import { useHashScroll } from './sections/use-hash-scroll';
import { useClosingCta } from './use-closing-cta';

/**
 * A section drawn with the page's first screen, with the first-load code. The switch covers every type the
 * catalogue marks `opensPage`: marking another one fails the typecheck here until it has a view.
 */
function OpeningSectionView({
  section,
  tone,
  width,
  pageTitle,
}: {
  section: OpeningSection;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}) {
  const headingId = `${section.key}-heading`;
  switch (section.key) {
    case 'intro':
      return (
        <SectionShell id={section.key} tone={tone} width={width} labelledBy={headingId}>
          <IntroSection data={section.data} id={section.key} headingId={headingId} pageTitle={pageTitle} />
        </SectionShell>
      );
    default: {
      const unhandled: never = section.key;
      throw new Error(`No opening view for section ${String(unhandled)}`);
    }
  }
}

function isShownSection(outcome: ParsedSection | SkippedSection): outcome is BodySection {
  return 'data' in outcome && isBodySectionKey(outcome.key);
}

/**
 * A page's content in stored order, as validated when the page was fetched. The banner is the hero and
 * carries the page's one h1 (without a banner, the page title does); the hero and a leading intro render with
 * the first-load code, every other section loads its own (see `DeferredSection`). Anchor ids are the
 * sections' keys (`sectionAnchorId`), so search can link to them. A page without a call to action of its own
 * ends with the site's shared one (the "Call to action" global component), drawn like a page's own.
 */
export function PageSections({
  page,
  closingCta = true,
}: {
  page: ValidatedPage<PublicPage | PublicSubpage>;
  /** Whether a page without a call to action of its own ends with the site's shared one (not the policies). */
  closingCta?: boolean;
}) {
  const { banner, opening, later } = page.validated;
  const closing = useClosingCta(closingCta && !hasOwnCallToAction(page.content));
  useHashScroll();

  const crumb =
    'parentTitle' in page ? <ParentCrumb title={page.parentTitle} href={paths.page(page.parentSlug)} /> : undefined;
  const width = banner ? 'site' : 'reading';
  const shown = useMemo(() => [...later.filter(isShownSection), ...(closing ? [closing] : [])], [later, closing]);
  // Sections that did not validate, or that this site has no renderer for (content from a newer or older
  // editor), are skipped and said so, for whoever edits the content.
  const skipped = useMemo(() => later.filter((outcome) => !isShownSection(outcome)), [later]);
  useEffect(() => {
    for (const { key, ...outcome } of skipped) {
      const reason = 'reason' in outcome ? outcome.reason : 'Unknown section';
      console.warn(`Skipped section "${key}" of page "${page.title}": ${reason}`);
    }
  }, [skipped, page.title]);
  // Bands alternate plain / subtle, counting on from the sections shown with the hero.
  const offset = opening.length;
  return (
    <>
      {banner ? (
        <BannerSection id="banner" data={banner} pageTitle={page.title} crumb={crumb} />
      ) : (
        <PageTitleHeader title={page.title} description={page.description} crumb={crumb} />
      )}
      {opening.map((section, index) => (
        <OpeningSectionView
          key={section.key}
          section={section}
          tone={index % 2 === 0 ? 'plain' : 'subtle'}
          width={width}
          pageTitle={page.title}
        />
      ))}
      {shown.map((section, index) => (
        <DeferredSection
          key={section.key}
          section={section}
          tone={(index + offset) % 2 === 0 ? 'plain' : 'subtle'}
          width={width}
          pageTitle={page.title}
        />
      ))}
    </>
  );
}
