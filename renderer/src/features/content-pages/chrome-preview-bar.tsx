import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { globalComponentTitles } from '../../../../contract/global-components/global-component';
import { paths } from '../../lib/paths';
import { chromePreviewAtom } from '../../lib/preview/chrome-preview';

/**
 * Says, on every page of the site, that its header, footer or call to action are drafts (issue 29), and ends that:
 * a preview address (`/preview/…`) would start it again, so leaving from one goes to the home page.
 */
export function ChromePreviewBar() {
  const [preview, setPreview] = useAtom(chromePreviewAtom);
  const location = useLocation();
  const navigate = useNavigate();
  if (!preview) return null;
  const drafts =
    preview.kind === 'staff'
      ? 'the drafts of the header, footer and call to action'
      : `the draft of the ${globalComponentTitles[preview.name].toLowerCase()}`;
  const leave = () => {
    setPreview(null);
    if (location.pathname.startsWith('/preview/')) void navigate(paths.home);
  };
  return (
    <Box
      as="section"
      aria-label="Preview"
      bg="orange.subtle"
      color="fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Container maxW="7xl" py="2">
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm">
            <Text as="strong">Preview:</Text> this site shows {drafts}. Visitors see the published ones.
          </Text>
          <Button size="sm" variant="outline" colorPalette="gray" onClick={leave}>
            Leave preview
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
