import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';

/** Placeholder: the section renderers replace this. */
export function PageSections({ page }: { page: PublicPage | PublicSubpage }) {
  return (
    <Container maxWidth="6xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="4xl">
          {page.title}
        </Heading>
        <Text color="fg.muted">{page.description}</Text>
      </Stack>
    </Container>
  );
}
