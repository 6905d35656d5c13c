import { usePublicationSettings } from '../api/publication-mutations';
import { setSiteTimeZone } from './format-date';

/**
 * Reads the site's time zone once per visit (it never changes while the server runs) and hands it to
 * formatDateTime; answers whether the answer is in, so the layout draws screens only in the right zone. A failed
 * read (an older backend) leaves UTC, which every time then names.
 */
export function useSiteTimeZone(): boolean {
  const settings = usePublicationSettings();
  if (settings.data) setSiteTimeZone(settings.data.timeZone);
  return !settings.isPending;
}
