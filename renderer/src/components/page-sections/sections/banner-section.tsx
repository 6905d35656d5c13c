import type { ReactNode } from 'react';
import type { PageSectionData } from '../../../../../contract/page-content/page-content';
import { escapeRichText } from '../../../../../contract/rich-text/rich-text-escape';
import { HeroCopy } from './hero/hero-copy';
import { HeroFrame } from './hero/hero-frame';
import { HeroSlides } from './hero/hero-slides';

interface BannerSectionProps {
  id: string;
  data: PageSectionData<'banner'>;
  /** The h1 of a banner that is only a list of slides and so has no title of its own. */
  pageTitle: string;
  crumb?: ReactNode;
}

/** The page's opening hero in each of the banner's three shapes; it always carries the page's one h1. */
export function BannerSection({ id, data, pageTitle, crumb }: BannerSectionProps) {
  let body: ReactNode;
  if (Array.isArray(data)) {
    const [first] = data;
    body =
      data.length === 1 && first ? (
        <HeroCopy content={first} titleAs="h1" eyebrow={crumb} />
      ) : (
        <HeroSlides title={pageTitle} slides={data} />
      );
  } else if ('slides' in data) {
    body = <HeroSlides title={data.title} slides={data.slides} />;
  } else {
    body = <HeroCopy content={data} titleAs="h1" eyebrow={crumb} />;
  }
  const artwork = Array.isArray(data) ? undefined : data.artwork;
  return (
    <HeroFrame id={id} artwork={artwork}>
      {body}
    </HeroFrame>
  );
}

/**
 * Stands in for the banner when the content has none (the policies), so every page still opens with its
 * h1; such pages are running text, so they use the reading width.
 */
export function PageTitleHeader({
  title,
  description,
  crumb,
}: {
  title: string;
  description: string;
  crumb?: ReactNode;
}) {
  return (
    <HeroFrame compact width="reading">
      {/* The page's description is plain text (its meta description): drawn as the words it is. */}
      <HeroCopy content={{ title, description: escapeRichText(description) }} titleAs="h1" eyebrow={crumb} />
    </HeroFrame>
  );
}
