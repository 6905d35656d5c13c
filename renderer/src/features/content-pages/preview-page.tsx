import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ComponentPreviewAnswerSchema } from '../../../../contract/preview';
import { ApiError } from '../../lib/api/api-error';
import type { PreviewSource } from '../../lib/api/preview-query';
import { usePreview, usePreviewPage } from '../../lib/api/preview-query';
import { apiRequest } from '../../lib/api/request';
import { paths } from '../../lib/paths';
import type { ChromePreview } from '../../lib/preview/chrome-preview';
import { chromePreviewAtom } from '../../lib/preview/chrome-preview';
import { ContentPage } from './content-page';
import { ArticleView } from './insights/article-page';
import { PageView } from './page-view';

function PreviewNotice() {
  return (
    <Container maxW="7xl" py="4">
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Preview of a draft</Alert.Title>
          <Alert.Description>Visitors do not see this version until it is published.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}

/** Why a preview cannot be shown: signed out (staff previews), or a link that expired or was revoked. */
function PreviewRefused({ error }: { error: Error }) {
  const signedOut = error instanceof ApiError && error.status === 401;
  return (
    <Container maxW="3xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {signedOut ? 'Sign in to preview drafts' : 'This preview is not available'}
        </Heading>
        <Text>{signedOut ? 'Drafts are shown to signed-in staff only.' : error.message}</Text>
        {signedOut && (
          <Box>
            <Button asChild colorPalette="navy">
              <RouterLink to={paths.auth}>Sign in</RouterLink>
            </Button>
          </Box>
        )}
      </Stack>
    </Container>
  );
}

const refusal = (error: Error | null) =>
  error instanceof ApiError && error.status < 500 ? <PreviewRefused error={error} /> : null;

/** Draws the site's header, footer and call to action from their drafts from now on (see `chromePreviewAtom`). */
function useChromePreview(preview: ChromePreview | null) {
  const setPreview = useSetAtom(chromePreviewAtom);
  const key = preview && JSON.stringify(preview);
  useEffect(() => {
    if (preview) setPreview(preview);
    // `key` stands for `preview`, which is a new object at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setPreview]);
}

const staffPreview: ChromePreview = { kind: 'staff' };

function PreviewView({ source }: { source: PreviewSource }) {
  const item = usePreview(source);
  const page = usePreviewPage(source);
  const previewed = item.data;
  // Staff see every draft: the page's and the header's, footer's and call to action's around it. A link shows what
  // it was made for: a page's draft inside the published site, or a component's draft around the published pages.
  useChromePreview(
    source.kind === 'staff'
      ? item.isSuccess
        ? staffPreview
        : null
      : previewed?.kind === 'component'
        ? { kind: 'link', secret: source.secret, name: previewed.name }
        : null,
  );
  const refused = refusal(item.error);
  if (refused) return refused;
  if (previewed?.kind === 'component') return <ContentPage slug="home" />;
  if (previewed?.kind === 'article')
    return (
      <>
        <PreviewNotice />
        <ArticleView article={previewed.article} />
      </>
    );
  return (
    <>
      <PreviewNotice />
      <PageView query={page} failureMessage="Failed to fetch the preview" />
    </>
  );
}

/** Staff may preview the site's drafts: the header's answer says whether this person may (401 signed out). */
function useStaffAccess() {
  return useQuery({
    queryKey: ['preview', 'site-access'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/global-components/header/preview', { schema: ComponentPreviewAnswerSchema, signal }),
    retry: false,
    gcTime: 0,
  });
}

/** The whole public site, from its home page, with the working header, footer and call to action (issue 29). */
function SitePreview() {
  const access = useStaffAccess();
  useChromePreview(access.isSuccess ? staffPreview : null);
  return refusal(access.error) ?? <ContentPage slug="home" />;
}

/**
 * Drafts drawn by the public site's own components (issue 14 §2), inside the site's layout: `/preview/pages/{id}`,
 * `/preview/subpages/{id}` and `/preview/articles/{id}` (issue 30) for signed-in staff, `/preview/link/{secret}` for anyone holding a shared link,
 * `/preview/site` for staff browsing the site with the drafts of its header, footer and call to action.
 * The server answers these addresses with the client-rendered shell and `noindex`, never from its render cache.
 */
export function PreviewPage({ collection }: { collection: 'pages' | 'subpages' | 'articles' | 'link' | 'site' }) {
  const { id = '', secret = '' } = useParams();
  if (collection === 'site') return <SitePreview />;
  const source: PreviewSource = collection === 'link' ? { kind: 'link', secret } : { kind: 'staff', collection, id };
  return <PreviewView key={collection === 'link' ? secret : `${collection}/${id}`} source={source} />;
}
