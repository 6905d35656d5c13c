import { useParams } from 'react-router-dom';
import { isSubpageAddressAllowed } from '../../../../contract/site-routes';
import { useSubpage } from '../../lib/api/subpage-query';
import { NotFoundPage } from './not-found-page';
import { PageView } from './page-view';

function SubpageView({ parentSlug, subpageSlug }: { parentSlug: string; subpageSlug: string }) {
  const query = useSubpage(parentSlug, subpageSlug);
  return <PageView query={query} failureMessage="Failed to fetch page" />;
}

/** `/{parent}/{subpage}` and `/{parent}/subpage/{subpage}`; never a way into the admin area. */
export function DynamicSubpageRoute() {
  const { parentSlug = '', subpageSlug = '' } = useParams();
  if (!isSubpageAddressAllowed(parentSlug, subpageSlug)) return <NotFoundPage />;
  return <SubpageView key={`${parentSlug}/${subpageSlug}`} parentSlug={parentSlug} subpageSlug={subpageSlug} />;
}
