import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Eyebrow, isEyebrowText } from './eyebrow';

interface SectionHeadingProps {
  headingId?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  description?: string | undefined;
  align?: 'start' | 'center';
  /** A link beside the heading on wide screens ("All services"). */
  action?: ReactNode;
  as?: 'h2' | 'h3';
  /** Shown above the title when the content's subtitle is not a short label. */
  eyebrow?: string | undefined;
  /** No space below: the caller lays the heading out beside its content. */
  flush?: boolean;
}

/** Eyebrow, title and supporting text in the site's type scale; every section heading goes through here. */
export function SectionHeading(props: SectionHeadingProps) {
  const { headingId, title, subtitle, description, align = 'start', action, as = 'h2', flush = false } = props;
  const shortSubtitle = isEyebrowText(subtitle) ? subtitle : undefined;
  const eyebrow = shortSubtitle ?? props.eyebrow;
  const lead = shortSubtitle ? undefined : subtitle;
  const centered = align === 'center';
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'flex-end' }}
      justify={centered ? 'center' : 'space-between'}
      gap="6"
      mb={flush ? '0' : { base: '10', md: '14' }}
    >
      <Stack
        gap="4"
        maxW="3xl"
        align={centered ? 'center' : 'flex-start'}
        textAlign={centered ? 'center' : 'start'}
        mx={centered ? 'auto' : undefined}
      >
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading
          as={as}
          id={headingId}
          size={{ base: '3xl', md: '4xl' }}
          fontWeight="semibold"
          letterSpacing="-0.025em"
          lineHeight="1.15"
          textWrap="balance"
        >
          {title}
        </Heading>
        {lead && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg" fontWeight="medium" lineHeight="1.5" textWrap="pretty">
            {lead}
          </Text>
        )}
        {description && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="1.7" textWrap="pretty">
            {description}
          </Text>
        )}
      </Stack>
      {action && <Box flexShrink={0}>{action}</Box>}
    </Flex>
  );
}
