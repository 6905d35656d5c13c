import { ArrowLink } from '../../../components/page-sections/sections/parts/arrow-link';
import { SectionHeading } from '../../../components/page-sections/sections/section-heading';
import type { SectionTone } from '../../../components/page-sections/sections/section-shell';
import { SectionShell } from '../../../components/page-sections/sections/section-shell';
import { useArticleList } from '../../../lib/api/insights-query';
import { latestArticlesView } from '../../../lib/insights/latest-articles';
import { paths } from '../../../lib/paths';
import { ArticleCard } from './article-card';
import listing from './insights-listing.module.css';
import styles from './latest-articles.module.css';

/**
 * The home page's newest three articles (issue 30), fetched by the server with the page. Nothing is drawn while
 * they load or when there are none: the home page is whole without them.
 */
export function LatestArticles({ tone }: { tone: SectionTone }) {
  const { data } = useArticleList(latestArticlesView);
  if (!data || data.items.length === 0) return null;
  return (
    <SectionShell id="latest-insights" tone={tone} labelledBy="latest-insights-heading">
      <SectionHeading
        headingId="latest-insights-heading"
        title="Latest insights"
        subtitle="Research, advisories and case studies"
        description="What our consultants are finding in real engagements, written to be used."
      />
      <ul className={listing.grid}>
        {data.items.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <ArrowLink href={paths.insights}>All insights</ArrowLink>
      </p>
    </SectionShell>
  );
}
