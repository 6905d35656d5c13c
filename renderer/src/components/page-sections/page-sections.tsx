import { Suspense, useMemo } from 'react';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { lazyComponent } from '../../lib/lazy-component';
import { paths } from '../../lib/paths';
import { BannerSection, PageTitleHeader } from './sections/banner-section';
import { ParentCrumb } from './sections/hero/hero-eyebrow';
import { IntroSection } from './sections/intro-section';
import { openingSections } from './sections/opening-sections';
import { SectionShell } from './sections/section-shell';
import { PageBodySkeleton } from './sections/section-skeleton';
import { useHashScroll } from './sections/use-hash-scroll';

// Everything below the opening (every other renderer and the schemas that validate their content)
// is one lazily loaded chunk: the first-load budget for "/" is 180 KB of gzipped JavaScript.
const PageBody = lazyComponent(() => import('./sections/page-body').then((m) => m.PageBody));

/**
 * A page's content in stored order. The banner is the hero and carries the page's one h1 (without a
 * banner, the page title does); the hero and a leading intro render at once, the rest as soon as its
 * code arrives. Anchor ids are the sections' keys (`sectionAnchorId`), so search can link to them.
 */
export function PageSections({ page }: { page: PublicPage | PublicSubpage }) {
  const opening = useMemo(() => openingSections(page.content), [page.content]);
  useHashScroll();

  const crumb =
    'parentTitle' in page ? <ParentCrumb title={page.parentTitle} href={paths.page(page.parentSlug)} /> : undefined;
  const width = opening.banner ? 'site' : 'reading';
  const introShown = opening.intro !== undefined;
  return (
    <>
      {opening.banner ? (
        <BannerSection id="banner" data={opening.banner} pageTitle={page.title} crumb={crumb} />
      ) : (
        <PageTitleHeader title={page.title} description={page.description} crumb={crumb} />
      )}
      {opening.intro && (
        <SectionShell id="intro" tone="plain" width={width} labelledBy="intro-heading">
          <IntroSection data={opening.intro} id="intro" headingId="intro-heading" pageTitle={page.title} />
        </SectionShell>
      )}
      <Suspense fallback={<PageBodySkeleton keys={opening.laterKeys} width={width} offset={introShown ? 1 : 0} />}>
        <PageBody page={page} width={width} introShown={introShown} />
      </Suspense>
    </>
  );
}
