import type { Banner } from '../../../../contract/page-content/banner';
import { BannerSchema } from '../../../../contract/page-content/banner';
import type { OpeningSectionType } from '../../../../contract/page-content/catalogue';
import { opensPage } from '../../../../contract/page-content/catalogue';
import type { PageSectionData, ParsedSection, SkippedSection } from '../../../../contract/page-content/page-content';
import { parsePageSection } from '../../../../contract/page-content/page-content';

/** The opening types besides the banner, which is the hero wherever it is stored. */
export type OpeningBodyType = Exclude<OpeningSectionType, 'banner'>;

export type OpeningSection = { [K in OpeningBodyType]: { key: K; data: PageSectionData<K> } }[OpeningBodyType];

/** A page's content validated section by section, in stored order. */
export interface ValidatedContent {
  banner?: Banner;
  /** The valid sections right after the banner whose type opens a page (the catalogue's `opensPage`): drawn with
   * the first screen, by the first-load code. */
  opening: OpeningSection[];
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

function isOpening(section: ParsedSection | SkippedSection): section is OpeningSection {
  return 'data' in section && section.key !== 'banner' && opensPage(section.key);
}

export function validateContent(content: Record<string, unknown>): ValidatedContent {
  const banner = BannerSchema.safeParse(content.banner);
  // An undefined value is an absent optional section, as the content schema treats it.
  const sections = Object.keys(content)
    .filter((key) => key !== 'banner' && content[key] !== undefined)
    .map((key) => parsePageSection(key, content[key]));
  const leading = sections.findIndex((section) => !isOpening(section));
  const openingCount = leading === -1 ? sections.length : leading;
  return {
    ...(banner.success ? { banner: banner.data } : {}),
    opening: sections.slice(0, openingCount).filter(isOpening),
    later: sections.slice(openingCount),
  };
}
