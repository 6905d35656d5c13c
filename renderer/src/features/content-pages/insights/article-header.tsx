import type { ValidatedArticle } from '../../../lib/api/insights-fetch';
import { articleKindLabels } from '../../../../../contract/article-kinds';
import { HeroFrame } from '../../../components/page-sections/sections/hero/hero-frame';
import { ParentCrumb } from '../../../components/page-sections/sections/hero/hero-eyebrow';
import { paths } from '../../../lib/paths';
import { articleDay, authorNames, readingTime } from './article-facts';
import { AuthorAvatar } from './author-avatar';
import styles from './article-page.module.css';

/** The article's opening band: the way back to the listing, kind, title (the page's h1), summary, byline and dates. */
export function ArticleHeader({ article }: { article: ValidatedArticle }) {
  const updated = articleDay(article.updatedAt);
  const published = articleDay(article.publishedAt);
  return (
    <HeroFrame compact width="article">
      <header className={styles.header}>
        <ParentCrumb title="Insights" href={paths.insights} />
        <p className={styles.kind}>{articleKindLabels[article.kind]}</p>
        <h1 id="article-title" className={styles.title}>
          {article.title}
        </h1>
        <p className={styles.lead}>{article.summary}</p>
        {article.authors.length > 0 && (
          <div className={styles.byline}>
            <span className={styles.avatarStack}>
              {article.authors.map((author) => (
                <AuthorAvatar key={author.id} author={author} size="sm" />
              ))}
            </span>
            <p>
              By <span className={styles.bylineNames}>{authorNames(article.authors)}</span>
            </p>
          </div>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Published</dt>
            <dd>
              <time dateTime={article.publishedAt}>{published}</time>
            </dd>
          </div>
          {updated !== published && (
            <div>
              <dt>Updated</dt>
              <dd>
                <time dateTime={article.updatedAt}>{updated}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>Reading time</dt>
            <dd>{readingTime(article.readingMinutes)}</dd>
          </div>
        </dl>
      </header>
    </HeroFrame>
  );
}
