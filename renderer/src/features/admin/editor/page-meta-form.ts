import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { PageUpdatePayloadSchema, SubpageUpdatePayloadSchema } from '../../../../../contract/admin/admin-pages';
import type { SlugKind } from '../../../../../contract/admin/slug-rules';
import { adminSlugRejection } from '../../../../../contract/admin/slug-rules';
import type { PageStatus } from '../../../../../contract/pages';

export interface PageMetaValues {
  title: string;
  slug: string;
  description: string;
  status: PageStatus;
}

export const pageMetaFields = ['title', 'slug', 'description', 'status'] as const;

const metaSchemas = {
  page: z.omit(PageUpdatePayloadSchema, { blocks: true }),
  subpage: z.omit(SubpageUpdatePayloadSchema, { blocks: true }),
};

/**
 * The contract's own field rules, plus the reserved-slug rule the server applies when a slug is new or
 * changed (seeded pages such as `home` keep theirs), so staff see the server's verdict as they type.
 */
export function pageMetaResolver(kind: SlugKind, originalSlug: string | null): Resolver<PageMetaValues> {
  const base = zodResolver(metaSchemas[kind]) as unknown as Resolver<PageMetaValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const slug = values.slug.trim();
    const rejection = slug === originalSlug ? null : adminSlugRejection(slug, kind);
    if (!rejection || result.errors.slug) return result;
    return { values: {}, errors: { ...result.errors, slug: { type: 'validate', message: rejection } } };
  };
}
