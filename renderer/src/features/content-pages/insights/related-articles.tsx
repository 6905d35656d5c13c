import type { PublicArticleSummary } from '../../../../../contract/articles';
import { SiteContainer } from '../../../components/page-sections/sections/section-shell';
import { ArticleCard } from './article-card';
import listing from './insights-listing.module.css';
import styles from './article-page.module.css';

/** Up to three articles on the same topic or of the same kind, as the server chose them. */
export function RelatedArticles({ articles }: { articles: readonly PublicArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className={styles.related}>
      <SiteContainer>
        <h2 id="related-articles" className={styles.relatedHeading}>
          Related insights
        </h2>
        <ul className={listing.grid}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </SiteContainer>
    </section>
  );
}
