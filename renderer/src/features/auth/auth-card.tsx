import { Box, Center, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { themeAtom } from '../../lib/theme/theme-atoms';

/** The card every signed-out staff screen sits in: the logo home, a heading, a line under it, the form. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  return (
    <Center as="main" minHeight="100vh" bg="bg.subtle" px="4" py="12">
      <Box
        width="full"
        maxWidth="md"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="2xl"
        boxShadow="lg"
        p={{ base: '6', md: '10' }}
      >
        <Stack gap="6">
          <ChakraLink asChild alignSelf="flex-start">
            <Link to={paths.home}>
              <img src={`/brand/logo-${theme}.svg`} width={176} height={40} alt="Aegisline home" />
            </Link>
          </ChakraLink>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            <Text color="fg.muted">{lead}</Text>
          </Stack>
          {children}
          <ChakraLink asChild color="fg.muted" fontSize="sm" alignSelf="center">
            <Link to={paths.home}>← Back to the website</Link>
          </ChakraLink>
        </Stack>
      </Box>
    </Center>
  );
}
