import { Container, Heading, Text } from '@chakra-ui/react';

/** Placeholder until the API tester lands. */
export function ApiTestPage() {
  return (
    <Container maxWidth="4xl" py="12">
      <Heading as="h1">API connection tester</Heading>
      <Text color="fg.muted">Coming with the desktop client.</Text>
    </Container>
  );
}
