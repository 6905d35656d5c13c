import { Container, Heading, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';

function placeholder(title: string): ComponentType {
  return function AdminPlaceholder() {
    return (
      <Container maxWidth="6xl" py="12">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">This screen is being built.</Text>
      </Container>
    );
  };
}

/** Placeholder screens until the admin area lands; loaded lazily so visitors never download admin code. */
export const adminScreens = {
  dashboard: placeholder('Dashboard'),
  pages: placeholder('Pages'),
  globalComponents: placeholder('Global components'),
  subpages: placeholder('Subpages'),
  contactSubmissions: placeholder('Contact submissions'),
  jobSubmissions: placeholder('Job submissions'),
};
