import { useEffect, useMemo } from 'react';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { paths } from '../../lib/paths';
import { BannerSection, PageTitleHeader } from './sections/banner-section';
import { ParentCrumb } from './sections/hero/hero-eyebrow';
import { IntroSection } from './sections/intro-section';
import { openingSections } from './sections/opening-sections';
import { SectionShell } from './sections/section-shell';
import { DeferredSection } from './sections/deferred-section';
import { isBodySectionKey } from './sections/section-registry';
import { useHashScroll } from './sections/use-hash-scroll';

/**
 * A page's content in stored order. The banner is the hero and carries the page's one h1 (without a
 * banner, the page title does); the hero and a leading intro render with the first-load code, every other
 * section loads its own (see `DeferredSection`). Anchor ids are the sections' keys (`sectionAnchorId`), so
 * search can link to them.
 */
export function PageSections({ page }: { page: PublicPage | PublicSubpage }) {
  const opening = useMemo(() => openingSections(page.content), [page.content]);
  useHashScroll();

  const crumb =
    'parentTitle' in page ? <ParentCrumb title={page.parentTitle} href={paths.page(page.parentSlug)} /> : undefined;
  const width = opening.banner ? 'site' : 'reading';
  const introShown = opening.intro !== undefined;
  const bodyKeys = opening.laterKeys.filter(isBodySectionKey);
  // Keys this site has no renderer for (content from a newer or older editor) are skipped, and said so.
  const unknownKeys = useMemo(() => opening.laterKeys.filter((key) => !isBodySectionKey(key)), [opening]);
  useEffect(() => {
    for (const key of unknownKeys) console.warn(`Skipped section "${key}" of page "${page.title}": Unknown section`);
  }, [unknownKeys, page.title]);
  // Bands alternate plain / subtle; an intro shown with the hero took the first (plain) band.
  const offset = introShown ? 1 : 0;
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
      {bodyKeys.map((key, index) => (
        <DeferredSection
          key={key}
          sectionKey={key}
          content={page.content[key]}
          tone={(index + offset) % 2 === 0 ? 'plain' : 'subtle'}
          width={width}
          pageTitle={page.title}
        />
      ))}
    </>
  );
}
