import * as z from 'zod/mini';

/**
 * What a content change made stale, in the terms every public cache can check: the public API answers
 * (`/api/public/...` paths) that may now differ. The micro-cache drops those answers; the render cache drops
 * the pages whose render read one of them (it records what each render fetched); the sitemap and the public
 * lists go with any change of a page or subpage. `everything` is for what every page shows (the header, footer
 * and call to action), for writes that move links across the site (a rename, a redirect, a media item's text),
 * and for a notice that may have been missed.
 */
export const ContentChangeSchema = z.union([
  z.object({ everything: z.literal(true) }),
  z.object({
    everything: z.literal(false),
    /** Public API paths (as requested, without a query string) whose answer may have changed. */
    answers: z.array(z.string()),
    /** Path prefixes (ending in `/`) under which every answer may have changed. */
    under: z.array(z.string()),
  }),
]);

export type ContentChange = z.infer<typeof ContentChangeSchema>;

export const everything: ContentChange = { everything: true };

/** Whether the change may have altered the answer at this public API path. */
export function changeTouches(change: ContentChange, apiPath: string): boolean {
  if (change.everything) return true;
  return change.answers.includes(apiPath) || change.under.some((prefix) => apiPath.startsWith(prefix));
}

/** Whether the change may have altered any of these answers. */
export const changeTouchesAny = (change: ContentChange, apiPaths: Iterable<string>): boolean => {
  if (change.everything) return true;
  for (const path of apiPaths) if (changeTouches(change, path)) return true;
  return false;
};

/** The lists and index every page or subpage change alters. */
const listAnswers = ['/api/public/pages', '/api/public/subpages/all'];

const pageAnswers = (slug: string): string[] => [
  `/api/public/pages/${slug}`,
  `/api/public/pages/${encodeURIComponent(slug)}`,
];

/**
 * A page's change: its own answer, the lists, its subpages (whose answers name their page), and the articles that
 * show it as a related service (by its title and address; `articleSlugs`).
 */
export function pageChange(slugs: string[], articleSlugs: string[] = []): ContentChange {
  return {
    everything: false,
    answers: [
      ...listAnswers,
      ...slugs.flatMap(pageAnswers),
      ...articleSlugs.flatMap((slug) => [
        `/api/public/articles/${slug}`,
        `/api/public/articles/${encodeURIComponent(slug)}`,
      ]),
    ],
    under: slugs.map((slug) => `/api/public/subpages/${encodeURIComponent(slug)}/`),
  };
}

/** A subpage's change: its own answer, the lists, and its page's answer. */
export function subpageChange(addresses: { parentSlug: string; slug: string }[]): ContentChange {
  return {
    everything: false,
    answers: [
      ...listAnswers,
      ...addresses.flatMap(({ parentSlug, slug }) => [
        `/api/public/subpages/${encodeURIComponent(parentSlug)}/${encodeURIComponent(slug)}`,
        ...pageAnswers(parentSlug),
      ]),
    ],
    under: [],
  };
}

/** Every answer that shows articles: the lists and each article, whose answer names related articles too. */
const articleAnswers = { answers: ['/api/public/articles'], under: ['/api/public/articles/'] };

/** An article's change (issue 30): what shows articles; the pages' answers and renders that read none stay. */
export function articleChange(): ContentChange {
  return { everything: false, answers: [...articleAnswers.answers], under: [...articleAnswers.under] };
}

/**
 * A person's change: their own answers, every article's, since bylines name them, and the answers of the pages and
 * subpages whose team sections show them (issue 30).
 */
export function personChange(
  shownOn: { pages: string[]; subpages: { parentSlug: string; slug: string }[] } = { pages: [], subpages: [] },
): ContentChange {
  const pages = shownOn.pages.flatMap(pageAnswers);
  const subpages = shownOn.subpages.map(
    ({ parentSlug, slug }) => `/api/public/subpages/${encodeURIComponent(parentSlug)}/${encodeURIComponent(slug)}`,
  );
  return {
    everything: false,
    answers: [...articleAnswers.answers, '/api/public/people', ...pages, ...subpages],
    under: [...articleAnswers.under, '/api/public/people/'],
  };
}

/**
 * Changes in the order they happened, so that an answer or a render that began before one can tell whether it may
 * hold what that change replaced (and is then sent but not stored). Only the latest are kept; anything older than
 * them counts as touched.
 */
export function createChangeLog(kept = 256) {
  const changes: { seq: number; change: ContentChange }[] = [];
  let seq = 0;
  return {
    /** The position now: pass it to `touchedSince` later. */
    now: () => seq,
    record(change: ContentChange): void {
      seq += 1;
      changes.push({ seq, change });
      if (changes.length > kept) changes.shift();
    },
    touchedSince(since: number, apiPaths: Iterable<string>): boolean {
      if (since === seq) return false;
      const oldest = changes[0]?.seq ?? seq + 1;
      if (since + 1 < oldest) return true;
      const paths = [...apiPaths];
      return changes.some((entry) => entry.seq > since && changeTouchesAny(entry.change, paths));
    },
  };
}
