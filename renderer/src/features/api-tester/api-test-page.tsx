import { Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../lib/paths';
import { getPlatform } from '../../lib/platform/platform';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { DesktopFactsPanel } from './desktop-facts-panel';
import { DesktopTester } from './desktop-tester';
import { WebTester } from './web-tester';

/**
 * `/api-test` on the web, and the whole of the desktop diagnostics window (which has no router, so nothing
 * here may use one). In the desktop's main window the tester is not run: main answers its request channel
 * for the diagnostics window only, so the page offers to open that window instead.
 */
export function ApiTestPage({ inDiagnosticsWindow = false }: { inDiagnosticsWindow?: boolean }) {
  useDocumentMeta('API connection tester');
  const platform = getPlatform();
  return (
    <Box as="main" minHeight="100vh" bg="bg.subtle">
      <Container maxWidth="4xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Stack gap="2">
            {!platform.desktop && (
              // A plain link, not the router's: the desktop diagnostics window renders this page without one.
              <Link href={paths.home} color="fg.muted" fontSize="sm" alignSelf="flex-start" mb="2">
                ← Back to the website
              </Link>
            )}
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="signal.fg">
              Developer tools
            </Text>
            <Heading as="h1" size="2xl">
              API connection tester
            </Heading>
            <Text color="fg.muted">
              {platform.desktop
                ? 'Requests run in the app against the chosen backend, with that backend’s own cookies or token.'
                : 'Checks that a backend answers the endpoints this site depends on, in either auth style.'}
            </Text>
          </Stack>
          {platform.desktop && inDiagnosticsWindow && (
            <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: '4', md: '6' }}>
              <DesktopFactsPanel bridge={platform.desktop} />
            </Box>
          )}
          <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: '4', md: '6' }}>
            {platform.desktop ? (
              inDiagnosticsWindow ? (
                <DesktopTester bridge={platform.desktop} />
              ) : (
                <OpenDiagnostics open={platform.desktop.openDiagnostics} />
              )
            ) : (
              <WebTester apiBase={platform.apiBase} />
            )}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function OpenDiagnostics({ open }: { open: () => Promise<void> }) {
  return (
    <Stack gap="3" alignItems="flex-start">
      <Text>The tester runs in the app’s diagnostics window, where it can use this app’s sign-in.</Text>
      <Button colorPalette="signal" onClick={() => void open()}>
        Open diagnostics
      </Button>
    </Stack>
  );
}
