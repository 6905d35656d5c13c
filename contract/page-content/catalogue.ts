import type * as z from 'zod/mini';
import type { SectionEntry } from './section-entry';
import { articlesSection } from './articles';
import { bannerSection } from './banner';
import { benefitsSection, cultureSection, jobListingsSection } from './careers';
import { cardsSection } from './cards';
import { heroCarouselSection, logoCarouselSection } from './carousel';
import { contactFormSection } from './contact-form';
import { caseStudiesSection } from './case-studies';
import { certificationsSection } from './certifications';
import { ctaSection } from './cta';
import { faqSection } from './faq';
import { featureListSection } from './features';
import { introSection } from './intro';
import { partnerProfilesSection, partnersOverviewSection } from './partners';
import { overviewSection, textBlocksSection } from './sections';
import { serviceDetailsSection } from './services';
import { solutionDetailsSection } from './solutions';
import { teamSection } from './team';
import { testimonialsSection } from './testimonials';
import { valuesSection } from './values';

/**
 * Every block type there is. A page's content is an ordered list of blocks, each of one of these types (a type may
 * repeat; see `blocks.ts`). Renaming one renames stored content: it needs a migration.
 */
export const sectionTypes = [
  'banner',
  'intro',
  'cards',
  'features',
  'solutions',
  'services',
  'heroCarousel',
  'ctaSection',
  'teamSection',
  'valuesSection',
  'partnersSection',
  'logoCarousel',
  'partners',
  'jobListingsSection',
  'benefitsSection',
  'cultureSection',
  'testimonials',
  'contactForm',
  'faq',
  'sections',
  'overview',
  'caseStudies',
  'certifications',
  'articles',
] as const;

export type SectionType = (typeof sectionTypes)[number];

/** The catalogue's required shape: one entry for each type, and no entry for a type that is not listed. */
export type SectionCatalogue = { readonly [Type in SectionType]: SectionEntry };

/**
 * Each entry's admin form checked against its own schema's data (`section-form-fit.ts`): a form described for
 * another type's data, or an entry assembled without `sectionEntry`, fails here.
 */
export type FormsFitSchemas<Catalogue> = {
  readonly [Type in keyof Catalogue]: Catalogue[Type] extends { schema: infer Schema extends z.ZodMiniType }
    ? SectionEntry<Schema>
    : never;
};

const checkedCatalogue = <Catalogue extends SectionCatalogue & FormsFitSchemas<Catalogue>>(catalogue: Catalogue) =>
  catalogue;

/**
 * The section catalogue: for each type, its schema, label, new-section template, whether it opens a page and its
 * admin form (see `section-entry.ts`). Adding a type: list it above, write its entry (next to its schema) and give it
 * a renderer in `renderer/src/components/page-sections/sections/section-registry.ts`; the compiler points at each.
 */
export const sectionCatalogue = checkedCatalogue({
  banner: bannerSection,
  intro: introSection,
  cards: cardsSection,
  features: featureListSection,
  solutions: solutionDetailsSection,
  services: serviceDetailsSection,
  heroCarousel: heroCarouselSection,
  ctaSection,
  teamSection,
  valuesSection,
  partnersSection: partnersOverviewSection,
  logoCarousel: logoCarouselSection,
  partners: partnerProfilesSection,
  jobListingsSection,
  benefitsSection,
  cultureSection,
  testimonials: testimonialsSection,
  contactForm: contactFormSection,
  faq: faqSection,
  sections: textBlocksSection,
  overview: overviewSection,
  caseStudies: caseStudiesSection,
  certifications: certificationsSection,
  articles: articlesSection,
} satisfies SectionCatalogue);

/** The types drawn with the page's first screen (`opensPage: true`): 'banner' and 'intro' today. */
export type OpeningSectionType = {
  [Type in SectionType]: (typeof sectionCatalogue)[Type]['opensPage'] extends true ? Type : never;
}[SectionType];

export function opensPage(type: SectionType): type is OpeningSectionType {
  return sectionCatalogue[type].opensPage;
}

export function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionCatalogue, type);
}
