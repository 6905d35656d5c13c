import { usePage } from '../../lib/api/page-query';
import { PageView } from './page-view';

const failureMessages: Record<string, string> = { company: 'Failed to fetch company page data' };

/** A fixed route backed by the server page of the same slug. */
export function ContentPage({ slug, closingCta = true }: { slug: string; closingCta?: boolean }) {
  const query = usePage(slug);
  return (
    <PageView query={query} failureMessage={failureMessages[slug] ?? 'Failed to fetch page'} closingCta={closingCta} />
  );
}
