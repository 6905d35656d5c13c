import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Article } from '../../../../../../contract/page-content/articles';
import { pageViewParams } from '../../../../../../contract/page-view-query';
import { distinctValues } from './article-list';

/** The query parameter of each filter (`?topic=Zero+trust&type=Guide`): the ones the server renders with too. */
const params = { topic: pageViewParams.topic, kind: pageViewParams.type } as const;
type Filter = keyof typeof params;

export interface ArticleFilters {
  topics: string[];
  kinds: string[];
  /** The chosen value, or undefined for "All". */
  topic: string | undefined;
  kind: string | undefined;
  /** False when every piece shares one topic and one type: there is nothing to narrow. */
  available: boolean;
  set: (filter: Filter, value: string | undefined) => void;
  clear: () => void;
  matches: (item: Article) => boolean;
}

/**
 * The topic and type filters live in the URL, so a filtered view can be shared and reloaded. A value the
 * items do not hold (a stale or hand-edited link) reads as "All" rather than as an empty list.
 */
export function useArticleFilters(items: readonly Article[]): ArticleFilters {
  const [searchParams, setSearchParams] = useSearchParams();
  const topics = useMemo(() => distinctValues(items, 'topic'), [items]);
  const kinds = useMemo(() => distinctValues(items, 'kind'), [items]);
  const chosen = (filter: Filter, values: string[]) => {
    const value = searchParams.get(params[filter]);
    return value !== null && values.includes(value) ? value : undefined;
  };
  const topic = chosen('topic', topics);
  const kind = chosen('kind', kinds);

  const update = (change: Partial<Record<Filter, string | undefined>>) =>
    setSearchParams(
      (current) => {
        // Other parameters of the address are not ours to drop.
        const next = new URLSearchParams(current);
        for (const filter of ['topic', 'kind'] as const) {
          if (!Object.hasOwn(change, filter)) continue;
          const value = change[filter];
          if (value === undefined) next.delete(params[filter]);
          else next.set(params[filter], value);
        }
        return next;
      },
      // A filter is a view of this page, not a new page: no history entry, and the page stays where it is.
      { replace: true, preventScrollReset: true },
    );

  return {
    topics,
    kinds,
    topic,
    kind,
    available: topics.length > 1 || kinds.length > 1,
    set: (filter, value) => update({ [filter]: value }),
    clear: () => update({ topic: undefined, kind: undefined }),
    matches: (item) => (topic === undefined || item.topic === topic) && (kind === undefined || item.kind === kind),
  };
}
