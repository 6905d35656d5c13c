import { Link } from 'react-router-dom';
import type { ArticleListView } from '../../../lib/api/insights-query';
import { articleListHref } from '../../../lib/insights/listing-view';
import styles from './insights-listing.module.css';

/** Previous, each page by number, next: links, so paging works without JavaScript; none for a single page. */
export function ListingPagination({
  view,
  pageCount,
  topicPage,
}: {
  view: ArticleListView;
  pageCount: number;
  topicPage: boolean;
}) {
  if (pageCount <= 1) return null;
  const href = (page: number) => articleListHref({ ...view, page }, topicPage);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {view.page > 1 && (
        <Link to={href(view.page - 1)} rel="prev" className={styles.pageStep}>
          Previous<span className={styles.visuallyHidden}> page</span>
        </Link>
      )}
      <ul className={styles.pageNumbers}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              className={styles.pageNumber}
              aria-current={page === view.page ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
      {view.page < pageCount && (
        <Link to={href(view.page + 1)} rel="next" className={styles.pageStep}>
          Next<span className={styles.visuallyHidden}> page</span>
        </Link>
      )}
    </nav>
  );
}
