import { useParams } from 'react-router-dom';
import { isDynamicPageSlug } from '../../../../contract/site-routes';
import { ContentPage } from './content-page';
import { NotFoundPage } from './not-found-page';

/** `/{slug}`: any page the server knows, unless the slug is reserved (spec section 2). */
export function DynamicPageRoute() {
  const { slug = '' } = useParams();
  if (!isDynamicPageSlug(slug)) return <NotFoundPage />;
  return <ContentPage key={slug} slug={slug} />;
}
