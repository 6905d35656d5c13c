import type { PublicArticleSummary } from '../../../../../contract/articles';
import { articleKindLabels } from '../../../../../contract/article-kinds';
import { ContentImage } from '../../../components/page-sections/sections/parts/content-image';
import { SiteLink } from '../../../components/page-sections/sections/site-link';
import { paths } from '../../../lib/paths';
import { articleDay, authorNames, readingTime } from './article-facts';
import styles from './article-card.module.css';

/**
 * One article in a listing: cover, kind, title, summary, then authors, date and reading time. The title's link
 * covers the card, so the whole card is one click target named by the title; nothing else in it is a link.
 * `priority` is for the card whose cover is the largest thing in the first screen (the listing's first): its
 * cover is fetched at once and first, where a lazy one waited for layout (issue 31: /insights' LCP).
 */
export function ArticleCard({
  article,
  headingLevel = 'h2',
  priority = false,
}: {
  article: PublicArticleSummary;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const titleId = `article-card-${article.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>
        {article.cover && (
          <ContentImage
            image={article.cover}
            sizes="(min-width: 80rem) 400px, (min-width: 48rem) 50vw, 100vw"
            priority={priority}
            className={styles.image}
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.kind}>{articleKindLabels[article.kind]}</p>
        <Heading id={titleId} className={styles.title}>
          <SiteLink href={paths.article(article.slug)} className={styles.link}>
            {article.title}
          </SiteLink>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          {article.authors.length > 0 && <span className={styles.authors}>{authorNames(article.authors)}</span>}
          <span>
            <time dateTime={article.publishedAt}>{articleDay(article.publishedAt)}</time>
            {' · '}
            {readingTime(article.readingMinutes)}
          </span>
        </p>
      </div>
    </article>
  );
}
