import type { ComponentType } from 'react';
import type { SectionType } from '../../../../../contract/page-content/catalogue';
import { IntroSection } from './intro-section';
import type { SectionRendererProps } from './section-props';

/** Every block type but the banner, whose first block the page renders itself as its hero. */
export type BodyBlockType = Exclude<SectionType, 'banner'>;

type RendererLoaders = { [K in BodyBlockType]: () => Promise<ComponentType<SectionRendererProps<K>>> };

/**
 * Block type → its renderer, each loaded on its own: a server-rendered page only downloads the code of the
 * blocks that need to come alive in the browser (see `deferred-section.tsx`), and a page opened in the
 * browser only the code of the types it holds (two FAQ blocks load the FAQ's code once).
 */
export const sectionRendererLoaders: RendererLoaders = {
  // Drawn with the first screen when it leads the page, so it is in the first load already.
  intro: () => Promise.resolve(IntroSection),
  cards: () => import('./items-sections').then((m) => m.ItemsSectionView),
  features: () => import('./items-sections').then((m) => m.FeatureListView),
  benefitsSection: () => import('./items-sections').then((m) => m.BenefitsSectionView),
  overview: () => import('./items-sections').then((m) => m.AreaSectionView),
  valuesSection: () => import('./values-section').then((m) => m.ValuesSectionView),
  cultureSection: () => import('./culture-section').then((m) => m.CultureSectionView),
  services: () => import('./offerings-sections').then((m) => m.ServicesView),
  solutions: () => import('./offerings-sections').then((m) => m.SolutionsView),
  heroCarousel: () => import('./hero-carousel-section').then((m) => m.HeroCarouselView),
  ctaSection: () => import('./cta-section').then((m) => m.CtaSectionView),
  teamSection: () => import('./team-section').then((m) => m.TeamSectionView),
  partnersSection: () => import('./partners/partners-overview-section').then((m) => m.PartnersOverviewView),
  partners: () => import('./partners/partner-profiles-section').then((m) => m.PartnerProfilesView),
  logoCarousel: () => import('./logo-carousel-section').then((m) => m.LogoCarouselView),
  jobListingsSection: () => import('./jobs/job-listings-section').then((m) => m.JobListingsView),
  testimonials: () => import('./testimonials-section').then((m) => m.TestimonialsView),
  contactForm: () => import('./contact-section').then((m) => m.ContactSectionView),
  faq: () => import('./faq-section').then((m) => m.FaqView),
  sections: () => import('./content-sections').then((m) => m.ContentSectionsView),
  caseStudies: () => import('./proof/case-studies-section').then((m) => m.CaseStudiesView),
  certifications: () => import('./proof/certifications-section').then((m) => m.CertificationsView),
  articles: () => import('./articles/articles-section').then((m) => m.ArticlesView),
};

export function isBodyBlockType(type: string): type is BodyBlockType {
  return Object.hasOwn(sectionRendererLoaders, type);
}

/**
 * When the sections a visitor interacts with come alive on a server-rendered page (see KeepServerMarkup's
 * `wake`): carousels, which move on their own, as they near the viewport; forms (the job postings hold
 * theirs) and the articles' filters only once the visitor points at or focuses them, so a page that opens with
 * one runs none of its code at load (woken on sight, the contact form cost /contact 790 ms of Lighthouse's
 * Total Blocking Time). Every other section stays the server's HTML and costs the browser no code at all: the
 * FAQ's questions are `<details>`, which open by themselves.
 */
export const sectionWake: Partial<Record<BodyBlockType, 'near' | 'intent'>> = {
  heroCarousel: 'near',
  logoCarousel: 'near',
  contactForm: 'intent',
  jobListingsSection: 'intent',
  // Its topic and type filters.
  articles: 'intent',
};

/**
 * Sections styled by CSS modules alone: they come alive without loading Chakra, which every other section
 * brings with its code (see live-section-loader.tsx). The home page's first screen holds the hero carousel, so a
 * first visit to `/` runs no Chakra; tests/integration/first-load-graph.test.ts holds these to it.
 */
export const chakraFreeSections: ReadonlySet<BodyBlockType> = new Set(['intro', 'heroCarousel']);

/** Sections whose h2 is rendered by someone else (the contact form names itself) are not labelled by ours. */
export const sectionsWithoutOwnHeading: ReadonlySet<BodyBlockType> = new Set(['contactForm']);
