import { useParams, useSearchParams } from 'react-router-dom';
import { plural } from '../../../../../contract/plural';
import { escapeRichText } from '../../../../../contract/rich-text/rich-text-escape';
import { HeroCopy } from '../../../components/page-sections/sections/hero/hero-copy';
import { HeroFrame } from '../../../components/page-sections/sections/hero/hero-frame';
import { ParentCrumb } from '../../../components/page-sections/sections/hero/hero-eyebrow';
import { SiteContainer } from '../../../components/page-sections/sections/section-shell';
import { topicIndexView, useArticleList } from '../../../lib/api/insights-query';
import { listingOutcome } from '../../../lib/insights/listing-outcome';
import { listingDescription, listingTitle } from '../../../lib/insights/listing-words';
import { articleListView } from '../../../lib/insights/listing-view';
import { paths } from '../../../lib/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { NotFoundPage } from '../not-found-page';
import { PageLoadError, PageSkeleton } from '../page-state-views';
import { ArticleCard } from './article-card';
import { ClosingCta } from './closing-cta';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import styles from './insights-listing.module.css';

/**
 * `/insights` and `/insights/topics/{topic}` (issue 30): the published articles, newest first, narrowed by kind and
 * topic and paged by links in the address, so a filtered page is server-rendered, shareable and works without
 * JavaScript. A topic no article has, or a page past the last, is the not-found page (a 404 from the server).
 */
export function InsightsListingPage() {
  const { topic: pathTopic } = useParams();
  const [search] = useSearchParams();
  const view = articleListView(search, pathTopic);
  const list = useArticleList(view);
  const index = useArticleList(topicIndexView);
  const outcome = list.data && index.data ? listingOutcome(view, list.data, index.data) : undefined;
  const title = outcome?.shown ? listingTitle(outcome.topicLabel) : undefined;
  useDocumentMeta(title, outcome?.shown ? listingDescription(outcome.topicLabel) : undefined);

  if (list.isPending || index.isPending) return <PageSkeleton />;
  if (list.isError || index.isError) {
    return (
      <PageLoadError
        message="Failed to fetch insights"
        onRetry={() => {
          void list.refetch();
          void index.refetch();
        }}
      />
    );
  }
  if (!outcome?.shown) return <NotFoundPage />;
  const { items, total, pageSize } = list.data;
  const first = (view.page - 1) * pageSize + 1;
  const topicPage = pathTopic !== undefined;
  return (
    <>
      <HeroFrame compact>
        <HeroCopy
          titleAs="h1"
          eyebrow={topicPage ? <ParentCrumb title="Insights" href={paths.insights} /> : undefined}
          content={{
            title: outcome.topicLabel ?? 'Insights',
            description: escapeRichText(listingDescription(outcome.topicLabel)),
          }}
        />
      </HeroFrame>
      <section aria-labelledby="insights-results" className={styles.results}>
        <SiteContainer>
          <ListingFilters view={view} topics={outcome.topics} />
          <h2 id="insights-results" className={styles.resultsHeading}>
            {total === 0
              ? 'No articles match these filters'
              : `Showing ${first}–${first + items.length - 1} of ${plural(total, 'article')}`}
          </h2>
          {items.length > 0 && (
            <ul className={styles.grid}>
              {items.map((article, index) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel="h3" priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <ListingPagination view={view} pageCount={outcome.pageCount} topicPage={topicPage} />
        </SiteContainer>
      </section>
      <ClosingCta tone="subtle" />
    </>
  );
}
