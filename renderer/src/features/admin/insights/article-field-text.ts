import { useCallback } from 'react';
import type { ArticleKind } from '../../../../../contract/articles';
import { articleKindLabels } from '../../../../../contract/articles';
import { ImageSchema } from '../../../../../contract/page-content/fields';
import { useAdminPages } from '../api/pages-list-query';
import { useAdminPeople } from '../api/people-queries';
import { plainValueText } from '../editor/conflict-clashes';

/** Every page is a candidate service; the list is short (a site has tens of pages), so one request holds it. */
export const allPages = { page: 1, pageSize: 100 } as const;

/** Names of what an article's ids point at: its authors (people) and related services (pages). */
export interface ArticleNames {
  people: ReadonlyMap<number, string>;
  pages: ReadonlyMap<number, string>;
}

const idsOf = (value: unknown) => (Array.isArray(value) ? value.filter((id) => typeof id === 'number') : []);

// An id whose name is not loaded (or was deleted) still shows, so the two sides can be told apart.
const named = (value: unknown, names: ReadonlyMap<number, string>) =>
  idsOf(value)
    .map((id) => names.get(id) ?? `#${id}`)
    .join(', ');

/**
 * One of an article's own fields as the conflict view shows it: authors and services by name, the kind by its
 * label, the cover by its alt text and file; an empty list or no cover as nothing.
 */
export function articleFieldText(key: string, value: unknown, names: ArticleNames): string {
  if (key === 'authorIds') return named(value, names.people);
  if (key === 'relatedPageIds') return named(value, names.pages);
  if (key === 'kind' && typeof value === 'string' && value in articleKindLabels) {
    return articleKindLabels[value as ArticleKind];
  }
  if (key === 'cover') {
    const cover = ImageSchema.safeParse(value);
    if (cover.success) return `${cover.data.alt || '(no alt text)'}\n${cover.data.src}`;
  }
  return plainValueText(value);
}

/** `articleFieldText` with the names the admin has loaded (the article's own fields load the same lists). */
export function useArticleFieldText() {
  const people = useAdminPeople();
  const pages = useAdminPages(allPages);
  return useCallback(
    (key: string, value: unknown) =>
      articleFieldText(key, value, {
        people: new Map((people.data?.items ?? []).map((person) => [person.id, person.name])),
        pages: new Map((pages.data?.items ?? []).map((page) => [page.id, page.title])),
      }),
    [people.data, pages.data],
  );
}
