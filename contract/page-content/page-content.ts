import * as z from 'zod/mini';
import { BannerSchema } from './banner';
import { CareersListSchema, BenefitsSectionSchema, CultureSectionSchema, JobListingsSectionSchema } from './careers';
import { HeroCarouselSchema, LogoCarouselSchema } from './carousel';
import { ContactFormSchema } from './contact-form';
import { CtaSectionSchema, HomeCtaSectionSchema } from './cta';
import { FaqSchema } from './faq';
import { FeaturesSchema, FeaturesSectionSchema } from './features';
import { IntroSchema } from './intro';
import { PartnersSchema, PartnersSectionSchema } from './partners';
import { SectionsSchema, ServicesAreaSchema, SolutionsAreaSchema } from './sections';
import { ServicesSchema } from './services';
import { SolutionsSchema, SolutionsSectionSchema } from './solutions';
import { TeamSectionSchema } from './team';
import { TestimonialsSchema } from './testimonials';
import { ValuesSectionSchema } from './values';

export const pageSectionSchemas = {
  banner: BannerSchema,
  intro: IntroSchema,
  featuresSection: FeaturesSectionSchema,
  features: FeaturesSchema,
  solutionsSection: SolutionsSectionSchema,
  solutions: SolutionsSchema,
  services: ServicesSchema,
  heroCarousel: HeroCarouselSchema,
  ctaSection: CtaSectionSchema,
  homeCtaSection: HomeCtaSectionSchema,
  teamSection: TeamSectionSchema,
  valuesSection: ValuesSectionSchema,
  partnersSection: PartnersSectionSchema,
  logoCarousel: LogoCarouselSchema,
  partners: PartnersSchema,
  careersList: CareersListSchema,
  jobListingsSection: JobListingsSectionSchema,
  benefitsSection: BenefitsSectionSchema,
  cultureSection: CultureSectionSchema,
  testimonials: TestimonialsSchema,
  contactForm: ContactFormSchema,
  faq: FaqSchema,
  sections: SectionsSchema,
  servicesArea: ServicesAreaSchema,
  solutionsArea: SolutionsAreaSchema,
};

export type PageSectionKey = keyof typeof pageSectionSchemas;
export type PageSectionData<K extends PageSectionKey> = z.infer<(typeof pageSectionSchemas)[K]>;
export type PageContent = { [K in PageSectionKey]?: PageSectionData<K> };

export const pageSectionKeys = Object.keys(pageSectionSchemas) as PageSectionKey[];

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

type Issue = z.core.$ZodIssue;

function issueDepth(branch: Issue[]): number {
  return branch[0]?.path.length ?? -1;
}

// A union reports only "Invalid input"; the branch that got deepest into the data is the one
// the editor meant, so its first issue is the useful one to show.
function mostSpecificIssue(issue: Issue, prefix: PropertyKey[]): { path: PropertyKey[]; message: string } {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { path, message: issue.message };
  const best = issue.errors.reduce((a, b) =>
    issueDepth(b) > issueDepth(a) || (issueDepth(b) === issueDepth(a) && b.length < a.length) ? b : a,
  );
  return best[0] ? mostSpecificIssue(best[0], path) : { path, message: issue.message };
}

function describeIssues(error: z.core.$ZodError): string {
  const [first] = error.issues;
  if (!first) return 'Invalid section';
  const { path, message } = mostSpecificIssue(first, []);
  const where = path.length > 0 ? `${path.map(String).join('.')}: ` : '';
  const more = error.issues.length > 1 ? ` (+${error.issues.length - 1} more)` : '';
  return `${where}${message}${more}`;
}

/** Validates one section by its key; an unknown key is skipped like a malformed section. */
export function parsePageSection(key: string, value: unknown): ParsedSection | SkippedSection {
  if (!isPageSectionKey(key)) return { key, reason: 'Unknown section' };
  const result = pageSectionSchemas[key].safeParse(value);
  if (!result.success) return { key, reason: describeIssues(result.error) };
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
