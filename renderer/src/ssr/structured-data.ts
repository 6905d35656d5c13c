import { brand } from '../../../contract/brand';
import type { FooterContent } from '../../../contract/global-components/footer-content';
import type { ArticleAuthor, PublicArticleSummary } from '../../../contract/articles';
import type { PublicSubpage } from '../../../contract/pages';
import type { JobPosting, JobType } from '../../../contract/page-content/careers';
import type { FaqItem } from '../../../contract/page-content/faq';
import { richTextWords } from '../../../contract/rich-text/parse-rich-text';
import { paths } from '../lib/paths';
import { escapeHtml } from './html-escape';

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

/** schema.org Organization for the home page, from the footer staff maintain (logo, office, contact). */
export function organizationJsonLd(siteUrl: string, footer: FooterContent): Record<string, unknown> {
  const { companyInfo } = footer;
  const contactPoint: Record<string, unknown> = { '@type': 'ContactPoint', contactType: 'customer service' };
  if (companyInfo.phone) contactPoint.telephone = companyInfo.phone;
  if (companyInfo.email) contactPoint.email = companyInfo.email;
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, footer.logoLight),
    contactPoint,
    sameAs: footer.socialLinks.map((social) => social.link).filter((link) => link.startsWith('https://')),
  };
  if (companyInfo.address.trim()) {
    organization.address = { '@type': 'PostalAddress', streetAddress: companyInfo.address.split('\n').join(', ') };
  }
  return organization;
}

/** schema.org BreadcrumbList for a subpage: Home › parent › subpage. */
export function breadcrumbJsonLd(
  siteUrl: string,
  subpage: Pick<PublicSubpage, 'parentTitle' | 'parentSlug' | 'title' | 'slug'>,
): Record<string, unknown> {
  const crumbs = [
    { name: 'Home', path: paths.home },
    { name: subpage.parentTitle, path: paths.page(subpage.parentSlug) },
    { name: subpage.title, path: paths.subpage(subpage.parentSlug, subpage.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** schema.org FAQPage: every question of the page's FAQ blocks, with its answer as plain words. */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: richTextWords(item.answer) },
    })),
  };
}

/** The posting's terms as schema.org's `employmentType` names them. */
const employmentTypes: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  'Fixed-term': 'TEMPORARY',
  Internship: 'INTERN',
};

const htmlList = (label: string, items: readonly string[]) =>
  `<p>${escapeHtml(label)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * schema.org JobPosting for one open role, with the properties search engines require of one (title, description,
 * datePosted, hiringOrganization, jobLocation): the description as the simple HTML they accept (its words, then
 * the three lists), the date the page was last published, the location as the posting words it.
 */
export function jobPostingJsonLd(
  siteUrl: string,
  posting: JobPosting,
  place: { url: string; datePosted: string },
): Record<string, unknown> {
  const description = [
    `<p>${escapeHtml(richTextWords(posting.description))}</p>`,
    htmlList('Responsibilities', posting.responsibilities),
    htmlList('Requirements', posting.requirements),
    htmlList('Benefits', posting.benefits),
  ].join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description,
    datePosted: place.datePosted,
    employmentType: employmentTypes[posting.type],
    hiringOrganization: { '@type': 'Organization', name: brand.name, sameAs: `${siteUrl}/` },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: posting.location } },
    occupationalCategory: posting.department,
    url: place.url,
    directApply: posting.applyLink === undefined,
  };
}

/**
 * schema.org Article for an article (NewsArticle for news), with what search engines read of one: headline, image,
 * dates and each author as a Person with their role.
 */
export function articleJsonLd(
  siteUrl: string,
  article: Pick<PublicArticleSummary, 'title' | 'kind' | 'summary' | 'publishedAt' | 'updatedAt' | 'topics'> & {
    authors: readonly Pick<ArticleAuthor, 'name' | 'role'>[];
  },
  place: { url: string; image: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': article.kind === 'news' ? 'NewsArticle' : 'Article',
    headline: article.title,
    description: article.summary,
    image: [absolute(siteUrl, place.image)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: article.authors.map((author) => ({ '@type': 'Person', name: author.name, jobTitle: author.role })),
    publisher: { '@type': 'Organization', name: brand.name, url: `${siteUrl}/` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': place.url },
    ...(article.topics.length > 0 ? { keywords: article.topics.join(', ') } : {}),
  };
}
