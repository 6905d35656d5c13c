import { Alert, Box, Button, Container, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** Shaped like a page's banner and first section, so content arriving does not shift the layout. */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading page">
      <Box bg="bg.hero" py={{ base: '16', md: '24' }}>
        <Container maxWidth="6xl">
          <Stack gap="5" maxWidth="3xl">
            <Skeleton height="4" width="32" />
            <Skeleton height={{ base: '10', md: '14' }} width="90%" />
            <SkeletonText noOfLines={2} gap="3" />
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="6xl" py="16">
        <SkeletonText noOfLines={4} gap="4" />
      </Container>
    </Box>
  );
}

export function PageLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Container maxWidth="3xl" py="24">
      <Alert.Root status="error" borderRadius="xl" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
          <Alert.Description>Check your connection and try again.</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Alert.Root>
    </Container>
  );
}
