import { Box, Text } from '@chakra-ui/react';

/**
 * Renders page content with the public site's own section renderers, for the admin preview.
 * (Interim: lists the sections until the renderers move here from the content-pages feature.)
 */
export function SectionsPreview({ content }: { content: Record<string, unknown> }) {
  return (
    <Box>
      {Object.keys(content).map((key) => (
        <Text key={key}>{key}</Text>
      ))}
    </Box>
  );
}
