import { Link } from 'react-router-dom';
import { buttonLook } from '../../components/button-look';
import { paths } from '../../lib/paths';
import { useRenderStatus } from '../../lib/render-status';
import { useDocumentMeta } from '../../lib/use-document-meta';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useRenderStatus(404);
  useDocumentMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <p className={styles.eyebrow}>Error 404</p>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.lead}>
          The page you were looking for does not exist or has moved. Try the search, or start again from the home page.
        </p>
        <div className={styles.actions}>
          <Link to={paths.home} className={buttonLook({ size: 'lg', palette: 'brand', pill: true })}>
            Back to home
          </Link>
          <Link
            to={paths.contact}
            className={buttonLook({ size: 'lg', variant: 'outline', palette: 'brand', pill: true })}
          >
            Contact us
          </Link>
        </div>
      </div>
    </div>
  );
}
