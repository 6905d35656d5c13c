import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/api-error';
import type { PreviewSource } from '../../lib/api/preview-query';
import { usePreview } from '../../lib/api/preview-query';
import { paths } from '../../lib/paths';
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

function PreviewView({ source }: { source: PreviewSource }) {
  const query = usePreview(source);
  if (query.isError && query.error instanceof ApiError && query.error.status < 500) {
    return <PreviewRefused error={query.error} />;
  }
  return (
    <>
      <PreviewNotice />
      <PageView query={query} failureMessage="Failed to fetch the preview" />
    </>
  );
}

/**
 * A draft drawn by the public site's own components (issue 14 §2), inside the site's layout: `/preview/pages/{id}`
 * and `/preview/subpages/{id}` for signed-in staff, `/preview/link/{secret}` for anyone holding a shared link.
 * The server answers these addresses with the client-rendered shell and `noindex`, never from its render cache.
 */
export function PreviewPage({ collection }: { collection: 'pages' | 'subpages' | 'link' }) {
  const { id = '', secret = '' } = useParams();
  const source: PreviewSource = collection === 'link' ? { kind: 'link', secret } : { kind: 'staff', collection, id };
  return <PreviewView key={collection === 'link' ? secret : `${collection}/${id}`} source={source} />;
}
