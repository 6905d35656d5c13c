import type { ComponentType } from 'react';
import type { PageSectionKey } from '../../../../../contract/page-content/page-content';
import { ContactSectionView } from './contact-section';
import { ContentSectionsView } from './content-sections';
import { CtaSectionView } from './cta-section';
import { CultureSectionView } from './culture-section';
import { FaqView } from './faq-section';
import { HeroCarouselView } from './hero-carousel-section';
import { IntroSection } from './intro-section';
import { AreaSectionView, BenefitsSectionView, FeatureListView, ItemsSectionView } from './items-sections';
import { JobListingsView } from './jobs/job-listings-section';
import { LogoCarouselView } from './logo-carousel-section';
import { ServicesView, SolutionsView } from './offerings-sections';
import { PartnerProfilesView } from './partners/partner-profiles-section';
import { PartnersOverviewView } from './partners/partners-overview-section';
import type { SectionRendererProps } from './section-props';
import { TeamSectionView } from './team-section';
import { TestimonialsView } from './testimonials-section';
import { ValuesSectionView } from './values-section';

/** Every key but the banner, which the page renders itself as its hero. */
export type BodySectionKey = Exclude<PageSectionKey, 'banner'>;

/**
 * Section key → renderer. This module is part of the lazily loaded page body (see `page-body.tsx`):
 * the renderers arrive together, as one chunk, while the hero is already on screen.
 */
export const sectionRenderers: { [K in BodySectionKey]: ComponentType<SectionRendererProps<K>> } = {
  intro: IntroSection,
  featuresSection: ItemsSectionView,
  features: FeatureListView,
  solutionsSection: ItemsSectionView,
  careersList: ItemsSectionView,
  benefitsSection: BenefitsSectionView,
  servicesArea: AreaSectionView,
  solutionsArea: AreaSectionView,
  valuesSection: ValuesSectionView,
  cultureSection: CultureSectionView,
  services: ServicesView,
  solutions: SolutionsView,
  heroCarousel: HeroCarouselView,
  ctaSection: CtaSectionView,
  homeCtaSection: CtaSectionView,
  teamSection: TeamSectionView,
  partnersSection: PartnersOverviewView,
  partners: PartnerProfilesView,
  logoCarousel: LogoCarouselView,
  jobListingsSection: JobListingsView,
  testimonials: TestimonialsView,
  contactForm: ContactSectionView,
  faq: FaqView,
  sections: ContentSectionsView,
};

/** Sections whose h2 is rendered by someone else (the contact form names itself) are not labelled by ours. */
export const sectionsWithoutOwnHeading: ReadonlySet<BodySectionKey> = new Set(['contactForm']);
