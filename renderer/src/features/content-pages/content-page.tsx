import { Suspense } from 'react';
import type { SectionTone } from '../../components/page-sections/sections/section-shell';
import { usePage } from '../../lib/api/page-query';
import { lazyPlainComponent } from '../../lib/lazy-component';
import { PageView } from './page-view';

const failureMessages: Record<string, string> = { company: 'Failed to fetch company page data' };

/** The home page's newest articles (issue 30): code of their own, so no other page's first load carries it. */
const LatestArticles = lazyPlainComponent(() =>
  import('./insights/latest-articles').then((module) => module.LatestArticles),
);

const latestArticles = (tone: SectionTone) => (
  <Suspense fallback={null}>
    <LatestArticles tone={tone} />
  </Suspense>
);

/** A fixed route backed by the server page of the same slug; the home page ends with the latest articles. */
export function ContentPage({ slug, closingCta = true }: { slug: string; closingCta?: boolean }) {
  const query = usePage(slug);
  return (
    <PageView
      query={query}
      failureMessage={failureMessages[slug] ?? 'Failed to fetch page'}
      closingCta={closingCta}
      beforeClosing={slug === 'home' ? latestArticles : undefined}
    />
  );
}
