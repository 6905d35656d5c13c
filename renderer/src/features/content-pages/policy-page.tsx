import { Box, Container, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ContentPage } from './content-page';

/** One page for the three policies, outside the site layout: a slim bar back to the site, then the policy. */
export function PolicyPage() {
  const slug = useLocation().pathname.replace(/^\//, '');
  return (
    <Box minHeight="100vh" bg="bg">
      {/* A landmark of its own, so nothing on the page sits outside one. */}
      <Box as="header" borderBottomWidth="1px" borderColor="border" py="4">
        <Container maxWidth="4xl">
          <ChakraLink asChild fontWeight="semibold">
            <Link to={paths.home}>← Aegisline</Link>
          </ChakraLink>
        </Container>
      </Box>
      <Box as="main">
        <ContentPage key={slug} slug={slug} closingCta={false} />
      </Box>
    </Box>
  );
}
