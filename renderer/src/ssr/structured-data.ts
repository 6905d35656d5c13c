import { brand } from '../../../contract/brand';
import type { FooterContent } from '../../../contract/global-components/footer-content';
import type { PublicSubpage } from '../../../contract/pages';
import { paths } from '../lib/paths';

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
