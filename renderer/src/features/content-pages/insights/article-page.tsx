import { Navigate, useParams } from 'react-router-dom';
import { hasOwnCallToAction } from '../../../../../contract/page-content/own-cta';
import { isPublicRedirect } from '../../../../../contract/public-redirect';
import { DeferredSection } from '../../../components/page-sections/sections/deferred-section';
import { ContentImage } from '../../../components/page-sections/sections/parts/content-image';
import type { BodyBlock } from '../../../components/page-sections/sections/section-slot';
import { isBodyBlockType } from '../../../components/page-sections/sections/section-registry';
import { SiteContainer } from '../../../components/page-sections/sections/section-shell';
import type { ValidatedArticle } from '../../../lib/api/insights-fetch';
import { useArticle } from '../../../lib/api/insights-query';
import type { ParsedBlock, SkippedBlock } from '../../../lib/api/validated-page';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { NotFoundPage } from '../not-found-page';
import { PageLoadError, PageSkeleton } from '../page-state-views';
import { ArticleFooter } from './article-footer';
import { ArticleHeader } from './article-header';
import { ClosingCta } from './closing-cta';
import { RelatedArticles } from './related-articles';
import styles from './article-page.module.css';

const isShownBlock = (outcome: ParsedBlock | SkippedBlock): outcome is BodyBlock =>
  'data' in outcome && isBodyBlockType(outcome.type);

/**
 * `/insights/{slug}` (issue 30): the article with its cover, byline and dates, its body drawn block by block by
 * the page sections' own renderers (static text stays the server's HTML and costs no JavaScript), its topics,
 * authors and services, then related articles. Unknown or unpublished is the not-found page; moved follows.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const query = useArticle(slug);
  const answer = query.data;
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <PageLoadError message="Failed to fetch article" onRetry={() => void query.refetch()} />;
  if (answer && isPublicRedirect(answer)) return <Navigate to={answer.redirect} replace />;
  if (!answer) return <NotFoundPage />;
  return <ArticleView article={answer} />;
}

/** One article as visitors read it: the published one, or a draft in a preview (`/preview/articles/{id}`). */
export function ArticleView({ article }: { article: ValidatedArticle }) {
  useDocumentMeta(article.title, article.summary);
  const blocks = article.validated.later.filter(isShownBlock);
  return (
    <>
      <article aria-labelledby="article-title" className={styles.article}>
        <ArticleHeader article={article} />
        {article.cover && (
          <SiteContainer width="reading" className={styles.coverFrame}>
            <ContentImage
              image={article.cover}
              // The largest thing near the top of an article: fetched first.
              priority
              sizes="(min-width: 56rem) 56rem, 100vw"
              className={styles.cover}
            />
          </SiteContainer>
        )}
        <div className={styles.body}>
          {blocks.map((block) => (
            <DeferredSection key={block.id} block={block} tone="plain" width="article" pageTitle={article.title} />
          ))}
        </div>
        <ArticleFooter article={article} />
      </article>
      <RelatedArticles articles={article.related} />
      <ClosingCta tone="plain" wanted={!hasOwnCallToAction(blocks)} />
    </>
  );
}
