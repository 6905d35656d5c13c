import * as z from 'zod/mini';
import { sectionCatalogue, sectionTypes, type SectionType } from './catalogue';
import { describeIssues, validationMessage } from '../validation-wording';

type Schemas = { [Type in SectionType]: (typeof sectionCatalogue)[Type]['schema'] };

/** Each section type's schema, from the catalogue. */
export const pageSectionSchemas = Object.fromEntries(
  sectionTypes.map((type) => [type, sectionCatalogue[type].schema]),
) as Schemas;

export type PageSectionKey = SectionType;
export type PageSectionData<K extends PageSectionKey> = z.infer<(typeof pageSectionSchemas)[K]>;
export type PageContent = { [K in PageSectionKey]?: PageSectionData<K> };

export const pageSectionKeys: readonly PageSectionKey[] = sectionTypes;

/** A whole content object as the admin API accepts it: unknown section keys are rejected. */
export const PageContentSchema = z.partial(z.strictObject(pageSectionSchemas));

export type ParsedSection = { [K in PageSectionKey]: { key: K; data: PageSectionData<K> } }[PageSectionKey];

export interface SkippedSection {
  key: string;
  reason: string;
}

export interface ParsedPageSections {
  sections: ParsedSection[];
  skipped: SkippedSection[];
}

export function isPageSectionKey(key: string): key is PageSectionKey {
  return Object.hasOwn(pageSectionSchemas, key);
}

/** Validates one section by its key; an unknown key is skipped like a malformed section. */
export function parsePageSection(key: string, value: unknown): ParsedSection | SkippedSection {
  if (!isPageSectionKey(key)) return { key, reason: 'Unknown section' };
  const result = pageSectionSchemas[key].safeParse(value, { error: validationMessage });
  if (!result.success) return { key, reason: describeIssues(result.error.issues) };
  // TypeScript cannot correlate the schema looked up by K with the union member for K.
  return { key, data: result.data } as ParsedSection;
}

/**
 * Validates each section on its own, so one malformed section (from an older editor or a
 * hand-edited row) costs that section only; the rest render in the stored order.
 */
export function parsePageSections(content: unknown): ParsedPageSections {
  const parsed: ParsedPageSections = { sections: [], skipped: [] };
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return parsed;

  for (const [key, value] of Object.entries(content)) {
    // An undefined value is an absent optional section, as PageContentSchema treats it.
    if (value === undefined) continue;
    const outcome = parsePageSection(key, value);
    if ('data' in outcome) parsed.sections.push(outcome);
    else parsed.skipped.push(outcome);
  }
  return parsed;
}
