import type { Banner } from '../../../../contract/page-content/banner';
import { BannerSchema } from '../../../../contract/page-content/banner';
import type { Intro } from '../../../../contract/page-content/intro';
import { IntroSchema } from '../../../../contract/page-content/intro';
import type { ParsedSection, SkippedSection } from '../../../../contract/page-content/page-content';
import { parsePageSection } from '../../../../contract/page-content/page-content';

/** A page's content validated section by section, in stored order. */
export interface ValidatedContent {
  banner?: Banner;
  /** Set only when the intro is the first section after the banner, i.e. part of the first screen. */
  intro?: Intro;
  /** Every later section: parsed, or skipped with the reason (a malformed section costs only itself). */
  later: (ParsedSection | SkippedSection)[];
}

/** A page as the public site shows it: its content validated once, when it was fetched. */
export type ValidatedPage<Page> = Page & { validated: ValidatedContent };

/**
 * Validates where the page is fetched (on the server for a first visit, whose answer arrives inside the page),
 * never while rendering: the code a first visit runs then needs no schema library, not even for the sections
 * that come alive in the browser.
 */
export function validatePage<Page extends { content: Record<string, unknown> }>(page: Page): ValidatedPage<Page> {
  return { ...page, validated: validateContent(page.content) };
}

export function validateContent(content: Record<string, unknown>): ValidatedContent {
  const banner = BannerSchema.safeParse(content.banner);
  // An undefined value is an absent optional section, as the content schema treats it.
  const keys = Object.keys(content).filter((key) => key !== 'banner' && content[key] !== undefined);
  const intro = keys[0] === 'intro' ? IntroSchema.safeParse(content.intro) : undefined;
  const laterKeys = intro?.success ? keys.slice(1) : keys;
  return {
    ...(banner.success ? { banner: banner.data } : {}),
    ...(intro?.success ? { intro: intro.data } : {}),
    later: laterKeys.map((key) => parsePageSection(key, content[key])),
  };
}
