import type { Banner } from '../../../../contract/page-content/banner';
import { blockAnchorIds } from '../../../../contract/page-content/block-anchors';
import type { RawBlock } from '../../../../contract/page-content/blocks';
import type { OpeningSectionType, SectionType } from '../../../../contract/page-content/catalogue';
import { opensPage } from '../../../../contract/page-content/catalogue';
import type { PageSectionData } from '../../../../contract/page-content/page-content';
import { parsePageSection } from '../../../../contract/page-content/page-content';

/** A block whose data passed its type's schema, with its anchor (its DOM id, `blockAnchorIds`). */
export type ParsedBlock = {
  [Type in SectionType]: { id: string; anchor: string; type: Type; data: PageSectionData<Type> };
}[SectionType];

/** A block left out, and why: malformed data, a type this site does not know, a second banner. */
export interface SkippedBlock {
  id: string;
  anchor: string;
  type: string;
  reason: string;
}

/** The opening types besides the banner, whose first block is the hero wherever it stands. */
export type OpeningBodyType = Exclude<OpeningSectionType, 'banner'>;

export type OpeningBlock = Extract<ParsedBlock, { type: OpeningBodyType }>;

export interface HeroBanner {
  id: string;
  anchor: string;
  data: Banner;
}

/** A page's blocks validated one by one, in display order. */
export interface ValidatedContent {
  /** The page's first banner block, when valid: the hero, with the page's one h1. */
  banner?: HeroBanner;
  /** The valid blocks right after the banner whose type opens a page (the catalogue's `opensPage`): drawn with
   * the first screen, by the first-load code. */
  opening: OpeningBlock[];
  /** Every later block: parsed, or skipped with the reason (a malformed block costs only itself). */
  later: (ParsedBlock | SkippedBlock)[];
}

/**
 * A page as the public site shows it: its blocks validated once, when it was fetched. The spec's keyed `content`
 * is dropped: nothing here reads it, and a first visit's page carries its query state inside the HTML, where it
 * would be one more copy of the whole content. The raw `blocks` stay for search, which reads them as the
 * server's index does.
 */
export type ValidatedPage<Page> = Page extends unknown
  ? Omit<Page, 'content'> & { validated: ValidatedContent }
  : never;

/**
 * Validates where the page is fetched (on the server for a first visit, whose answer arrives inside the page),
 * never while rendering: the code a first visit runs then needs no schema library, not even for the blocks
 * that come alive in the browser.
 */
export function validatePage<Page extends { blocks: readonly RawBlock[] }>(page: Page): ValidatedPage<Page> {
  const { content: _content, ...rest } = page as Page & { content?: unknown };
  return { ...rest, validated: validateBlocks(page.blocks) } as unknown as ValidatedPage<Page>;
}

const secondBanner = 'A page shows one banner, its first (the hero)';

function validateBlock(block: RawBlock, anchor: string): ParsedBlock | SkippedBlock {
  const outcome = parsePageSection(block.type, block.data);
  if (!('data' in outcome)) return { id: block.id, anchor, type: block.type, reason: outcome.reason };
  // TypeScript cannot pair the type parsed by name with the data of that type; parsePageSection does.
  return { id: block.id, anchor, type: outcome.key, data: outcome.data } as ParsedBlock;
}

function isOpening(block: ParsedBlock | SkippedBlock): block is OpeningBlock {
  return 'data' in block && block.type !== 'banner' && opensPage(block.type);
}

export function validateBlocks(blocks: readonly RawBlock[]): ValidatedContent {
  const anchors = blockAnchorIds(blocks);
  const outcomes = blocks.map((block) => validateBlock(block, anchors.get(block.id) ?? block.id));
  const [hero, ...extraBanners] = outcomes.filter((outcome) => outcome.type === 'banner');
  // A broken hero or a later banner is left out like any malformed block, and said so.
  const skippedBanners: SkippedBlock[] = [
    ...(hero && !('data' in hero) ? [hero] : []),
    ...extraBanners.map(({ id, anchor, type }) => ({ id, anchor, type, reason: secondBanner })),
  ];
  const body = outcomes.filter((outcome) => outcome.type !== 'banner');
  const leading = body.findIndex((outcome) => !isOpening(outcome));
  const openingCount = leading === -1 ? body.length : leading;
  return {
    ...(hero && 'data' in hero ? { banner: { id: hero.id, anchor: hero.anchor, data: hero.data as Banner } } : {}),
    opening: body.slice(0, openingCount).filter(isOpening),
    later: [...body.slice(openingCount), ...skippedBanners],
  };
}
