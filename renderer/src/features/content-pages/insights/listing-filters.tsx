import { Link } from 'react-router-dom';
import { articleKindLabels, articleKinds } from '../../../../../contract/article-kinds';
import type { ArticleListView } from '../../../lib/api/insights-query';
import type { TopicOption } from '../../../lib/insights/listing-outcome';
import { articleListHref } from '../../../lib/insights/listing-view';
import styles from './insights-listing.module.css';

interface FilterOption {
  label: string;
  href: string;
  current: boolean;
}

function FilterRow({ id, label, options }: { id: string; label: string; options: FilterOption[] }) {
  return (
    <div className={styles.filterRow}>
      <p id={id} className={styles.filterLabel}>
        {label}
      </p>
      <ul aria-labelledby={id} className={styles.filterOptions}>
        {options.map((option) => (
          <li key={option.href}>
            <Link
              to={option.href}
              className={styles.filterOption}
              aria-current={option.current ? 'page' : undefined}
              // A filter is a view of this listing: the page stays where it is.
              preventScrollReset
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The kind and topic filters as plain links (`/insights?kind=advisory`, `/insights/topics/identity?kind=guide`), so
 * they work before and without JavaScript; the chosen one is the current page. Choosing goes back to the first page.
 * A topic is always offered as its own page, the one address a topic's articles have.
 */
export function ListingFilters({ view, topics }: { view: ArticleListView; topics: readonly TopicOption[] }) {
  const topicPage = view.topic !== undefined;
  const kinds: FilterOption[] = [
    { label: 'All', href: articleListHref({ ...view, kind: undefined, page: 1 }, topicPage), current: !view.kind },
    ...articleKinds.map((kind) => ({
      label: articleKindLabels[kind],
      href: articleListHref({ ...view, kind, page: 1 }, topicPage),
      current: view.kind === kind,
    })),
  ];
  const topicOptions: FilterOption[] = [
    { label: 'All topics', href: articleListHref({ kind: view.kind, page: 1 }, false), current: !topicPage },
    ...topics.map((topic) => ({
      label: topic.label,
      href: articleListHref({ kind: view.kind, topic: topic.slug, page: 1 }, true),
      current: view.topic === topic.slug,
    })),
  ];
  return (
    <nav aria-label="Filter insights" className={styles.filters}>
      <FilterRow id="insights-filter-kind" label="Kind" options={kinds} />
      <FilterRow id="insights-filter-topic" label="Topic" options={topicOptions} />
    </nav>
  );
}
