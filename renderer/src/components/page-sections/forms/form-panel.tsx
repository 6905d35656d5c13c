import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RichText } from '../sections/parts/rich-text';

interface FormPanelProps {
  headingId: string;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}

/** The raised card a public form sits in, with its heading (which also names the form). */
export function FormPanel({ headingId, title, description, children }: FormPanelProps) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      boxShadow="0 1px 2px rgba(15, 23, 42, 0.04), 0 12px 32px -12px rgba(15, 23, 42, 0.12)"
      p={{ base: '6', md: '10' }}
    >
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} color="fg" letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text asChild color="fg.muted" maxWidth="prose">
            <RichText source={description} />
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
