import type { ReactNode } from 'react';
import { Fragment, useEffect, useMemo } from 'react';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { hasOwnCallToAction } from '../../../../contract/page-content/own-cta';
import type { OpeningBlock, ParsedBlock, SkippedBlock, ValidatedPage } from '../../lib/api/validated-page';
import { paths } from '../../lib/paths';
import { BannerSection, PageTitleHeader } from './sections/banner-section';
import { DeferredSection } from './sections/deferred-section';
import { ParentCrumb } from './sections/hero/hero-eyebrow';
import { IntroSection } from './sections/intro-section';
import { isBodyBlockType } from './sections/section-registry';
import type { PageWidth, SectionTone } from './sections/section-shell';
import { SectionShell } from './sections/section-shell';
import type { BodyBlock } from './sections/section-slot';
import { useHashScroll } from './sections/use-hash-scroll';
import { useClosingCta } from './use-closing-cta';

/**
 * A block drawn with the page's first screen, with the first-load code. The switch covers every type the
 * catalogue marks `opensPage`: marking another one fails the typecheck here until it has a view.
 */
function OpeningSectionView({
  block,
  tone,
  width,
  pageTitle,
}: {
  block: OpeningBlock;
  tone: SectionTone;
  width: PageWidth;
  pageTitle: string;
}) {
  const headingId = `${block.anchor}-heading`;
  switch (block.type) {
    case 'intro':
      return (
        <SectionShell id={block.anchor} tone={tone} width={width} labelledBy={headingId}>
          <IntroSection data={block.data} id={block.anchor} headingId={headingId} pageTitle={pageTitle} />
        </SectionShell>
      );
    default: {
      const unhandled: never = block.type;
      throw new Error(`No opening view for block type ${String(unhandled)}`);
    }
  }
}

const toneAt = (index: number): SectionTone => (index % 2 === 0 ? 'plain' : 'subtle');

function isShownBlock(outcome: ParsedBlock | SkippedBlock): outcome is BodyBlock {
  return 'data' in outcome && isBodyBlockType(outcome.type);
}

/**
 * A page's blocks in display order, as validated when the page was fetched; a type may repeat, each block keyed
 * by its id and anchored by its own anchor (`blockAnchorIds`), so search can link to it. The first banner block is
 * the hero and carries the page's one h1 (without one, the page title does); the hero and a leading intro render
 * with the first-load code, every other block loads its type's code (see `DeferredSection`). A page without a call
 * to action block ends with the site's shared one (the "Call to action" global component), drawn like a page's own.
 */
export function PageSections({
  page,
  closingCta = true,
  beforeClosing,
}: {
  page: ValidatedPage<PublicPage | PublicSubpage>;
  /** Whether a page without a call to action of its own ends with the site's shared one (not the policies). */
  closingCta?: boolean;
  /** Drawn after the page's blocks, before its closing call to action (its own or the site's): the home page's
   * latest articles. Given the tone that continues the bands. */
  beforeClosing?: (tone: SectionTone) => ReactNode;
}) {
  const { banner, opening, later } = page.validated;
  const closing = useClosingCta(closingCta && !hasOwnCallToAction(page.blocks));
  useHashScroll();

  const crumb =
    'parentTitle' in page ? <ParentCrumb title={page.parentTitle} href={paths.page(page.parentSlug)} /> : undefined;
  const width = banner ? 'site' : 'reading';
  // Bands alternate plain / subtle, counting on from the blocks shown with the hero.
  const offset = opening.length;
  const own = useMemo(() => later.filter(isShownBlock), [later]);
  // What the page adds of its own goes before its closing call to action, whether the page's or the site's.
  const extraAt = own.at(-1)?.type === 'ctaSection' ? own.length - 1 : own.length;
  const extra = beforeClosing?.(toneAt(extraAt + offset));
  // Blocks that did not validate, that this site has no renderer for (content from a newer or older editor), or
  // a second banner, are skipped and said so, for whoever edits the content.
  const skipped = useMemo(() => later.filter((outcome) => !isShownBlock(outcome)), [later]);
  useEffect(() => {
    for (const outcome of skipped) {
      const reason = 'reason' in outcome ? outcome.reason : 'Unknown section';
      console.warn(`Skipped section "${outcome.type}" of page "${page.title}": ${reason}`);
    }
  }, [skipped, page.title]);
  return (
    <>
      {banner ? (
        <BannerSection id={banner.anchor} data={banner.data} pageTitle={page.title} crumb={crumb} />
      ) : (
        <PageTitleHeader title={page.title} description={page.description} crumb={crumb} />
      )}
      {opening.map((block, index) => (
        <OpeningSectionView
          key={block.id}
          block={block}
          tone={index % 2 === 0 ? 'plain' : 'subtle'}
          width={width}
          pageTitle={page.title}
        />
      ))}
      {own.map((block, index) => (
        <Fragment key={block.id}>
          {index === extraAt && extra}
          <DeferredSection
            block={block}
            tone={toneAt(index + offset + (index >= extraAt && extra ? 1 : 0))}
            width={width}
            pageTitle={page.title}
          />
        </Fragment>
      ))}
      {extraAt === own.length && extra}
      {closing && (
        <DeferredSection
          key={closing.id}
          block={closing}
          tone={toneAt(own.length + offset + (extra ? 1 : 0))}
          width={width}
          pageTitle={page.title}
        />
      )}
    </>
  );
}
