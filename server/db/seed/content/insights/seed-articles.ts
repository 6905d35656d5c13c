import { seedAdvisories } from './seed-advisories';
import type { SeedArticle } from './seed-article-types';
import { seedCaseStudies } from './seed-case-studies';
import { seedGuides } from './seed-guides';
import { seedInsightsAndNews } from './seed-insights-news';

/** The thirteen articles the first start publishes (issue 30), across every kind. */
export const seedArticles: readonly SeedArticle[] = [
  ...seedAdvisories,
  ...seedCaseStudies,
  ...seedGuides,
  ...seedInsightsAndNews,
];
