import * as z from 'zod/mini';
import type { PublicArticle, PublicArticleList } from '../../../../contract/articles';
import { PublicArticleListSchema, PublicArticleSchema } from '../../../../contract/articles';
import { PublicRedirectSchema } from '../../../../contract/pages';
import type { PublicRedirect } from '../../../../contract/public-redirect';
import { isPublicRedirect } from '../../../../contract/public-redirect';
import { ApiError } from './api-error';
import type { ArticleListView } from './insights-query';
import { apiRequest } from './request';
import type { ValidatedContent } from './validated-page';
import { validateBlocks } from './validated-page';

/*
 * The fetchers behind the insights queries (issue 30). They hold the schema library, so the query modules load
 * this module on their first fetch; a server-rendered first visit never fetches, and its code stays free of zod.
 */

/** An article as the site draws it: its body validated block by block once, when fetched (as a page's is). */
export type ValidatedArticle = Omit<PublicArticle, 'blocks'> & { validated: ValidatedContent };

/** Validates the body once, as a page's is: for the article page and a preview of an article's draft. */
export function validateArticle({ blocks, ...article }: PublicArticle): ValidatedArticle {
  return { ...article, validated: validateBlocks(blocks) };
}

const ArticleAnswerSchema = z.union([PublicArticleSchema, PublicRedirectSchema]);

export function getArticleList(view: ArticleListView, signal?: AbortSignal): Promise<PublicArticleList> {
  const query = new URLSearchParams({ page: String(view.page) });
  if (view.kind) query.set('kind', view.kind);
  if (view.topic) query.set('topic', view.topic);
  if (view.pageSize) query.set('pageSize', String(view.pageSize));
  return apiRequest(`/api/public/articles?${query.toString()}`, { schema: PublicArticleListSchema, signal });
}

/** `null` for an article that does not exist or is not published; `{redirect}` for one whose address moved. */
export async function getArticle(
  slug: string,
  signal?: AbortSignal,
): Promise<ValidatedArticle | PublicRedirect | null> {
  try {
    const answer = await apiRequest(`/api/public/articles/${encodeURIComponent(slug)}`, {
      schema: ArticleAnswerSchema,
      signal,
    });
    return isPublicRedirect(answer) ? answer : validateArticle(answer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
