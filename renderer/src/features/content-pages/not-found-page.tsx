import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useRenderStatus } from '../../lib/render-status';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function NotFoundPage() {
  useRenderStatus(404);
  useDocumentMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  return (
    <Container maxWidth="3xl" py={{ base: '20', md: '32' }}>
      <Stack gap="5" alignItems="flex-start">
        <Text fontWeight="semibold" color="signal.fg" letterSpacing="wide" textTransform="uppercase" fontSize="sm">
          Error 404
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
          Page not found
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          The page you were looking for does not exist or has moved. Try the search, or start again from the home page.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand" borderRadius="full" size="lg">
            <Link to={paths.home}>Back to home</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" borderRadius="full" size="lg">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
