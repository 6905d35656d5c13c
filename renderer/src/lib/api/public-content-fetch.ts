import type { CtaContent } from '../../../../contract/global-components/cta-content';
import { CtaContentSchema } from '../../../../contract/global-components/cta-content';
import { defaultCtaContent } from '../../../../contract/global-components/default-cta-content';
import { defaultFooterContent } from '../../../../contract/global-components/default-footer-content';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { FooterContentSchema } from '../../../../contract/global-components/footer-content';
import type { HeaderConfig } from '../../../../contract/global-components/header-config';
import { HeaderConfigSchema } from '../../../../contract/global-components/header-config';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { PublicPageSchema, PublicRedirectSchema, PublicSubpageSchema } from '../../../../contract/pages';
import type { PublicRedirect } from '../../../../contract/public-redirect';
import { isPublicRedirect } from '../../../../contract/public-redirect';
import * as z from 'zod/mini';
import type { ValidatedPage } from './validated-page';
import { validatePage } from './validated-page';
import { ApiError } from './api-error';
import { fallbackLogMessages, loadFailureMessages } from './api-messages';
import { getGlobalComponentContent } from './global-component';
import { apiRequest } from './request';
import type { ChromePreview } from '../preview/chrome-preview';

/*
 * The fetchers behind the queries of every public page: page, subpage, header, footer and call to action. They validate each
 * answer with the contract's schemas, so they hold the schema library; the query modules load this module on
 * their first fetch. A server-rendered first visit never fetches (its answers arrive validated, inside the
 * page), so its code stays free of zod.
 */

/** Each segment is encoded on its own because a slug may hold one slash (`company/partners`). */
const encodePath = (slug: string) => slug.split('/').map(encodeURIComponent).join('/');

const PageAnswerSchema = z.union([PublicPageSchema, PublicRedirectSchema]);
const SubpageAnswerSchema = z.union([PublicSubpageSchema, PublicRedirectSchema]);

/**
 * `null` for a page that does not exist (or is unpublished), so the route can show not-found instead of an
 * error; `{redirect}` for an address that moved, which the page view follows.
 */
export async function getPage(
  slug: string,
  signal?: AbortSignal,
): Promise<ValidatedPage<PublicPage> | PublicRedirect | null> {
  const page = await nullOn404(
    apiRequest(`/api/public/pages/${encodePath(slug)}`, { schema: PageAnswerSchema, signal }),
  );
  return page && (isPublicRedirect(page) ? page : validatePage(page));
}

/** `null` for a subpage that does not exist (or is unpublished), so the route can show not-found instead of an error. */
export async function getSubpage(
  parentSlug: string,
  slug: string,
  signal?: AbortSignal,
): Promise<ValidatedPage<PublicSubpage> | PublicRedirect | null> {
  const path = `/api/public/subpages/${encodeURIComponent(parentSlug)}/${encodeURIComponent(slug)}`;
  const subpage = await nullOn404(apiRequest(path, { schema: SubpageAnswerSchema, signal }));
  return subpage && (isPublicRedirect(subpage) ? subpage : validatePage(subpage));
}

/** Never rejects except on cancel: a failure yields the spec's built-in menu. */
export function getHeaderConfig(signal?: AbortSignal, preview?: ChromePreview): Promise<HeaderConfig> {
  return getGlobalComponentContent('header', {
    schema: HeaderConfigSchema,
    fallback: defaultHeaderConfig,
    failureMessage: loadFailureMessages.headerConfig,
    signal,
    preview,
  });
}

/** Never rejects except on cancel: a failure yields the default footer. */
export function getFooterContent(signal?: AbortSignal, preview?: ChromePreview): Promise<FooterContent> {
  return getGlobalComponentContent('footer', {
    schema: FooterContentSchema,
    fallback: defaultFooterContent,
    failureMessage: fallbackLogMessages.footerContent,
    signal,
    preview,
  });
}

async function nullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Never rejects except on cancel: a failure yields the default call to action. */
export function getCtaContent(signal?: AbortSignal, preview?: ChromePreview): Promise<CtaContent> {
  return getGlobalComponentContent('cta', {
    schema: CtaContentSchema,
    fallback: defaultCtaContent,
    failureMessage: fallbackLogMessages.ctaContent,
    signal,
    preview,
  });
}
