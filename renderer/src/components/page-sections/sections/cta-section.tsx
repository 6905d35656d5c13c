import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { HeroActions } from './hero/hero-actions';
import type { CallToAction } from '../../../../../contract/page-content/cta';
import { StyledContentImage } from './parts/styled-content-image';
import type { SectionViewProps } from './section-props';
import { RichText } from './parts/rich-text';
import { richTextOnDark } from './parts/rich-text-on-dark';

/**
 * The closing call to action: a navy panel (dark in both themes, like the hero) inset from the page
 * edge, so it never merges with the navy footer that follows it. Its proof points show in the `highlights`
 * layout only (the spec's homeCtaSection); a `plain` one keeps any it has for a later change of layout.
 */
export function CtaSectionView({ data, headingId }: SectionViewProps<CallToAction>) {
  const highlights = data.variant === 'highlights' ? data.highlights : undefined;
  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius={{ base: '2xl', md: '3xl' }}
      bg="bg.hero"
      bgImage="linear-gradient(135deg, rgba(33, 58, 108, 0.9), rgba(7, 15, 34, 0.2) 60%)"
      color="white"
      px={{ base: '6', md: '14' }}
      py={{ base: '10', md: '16' }}
      boxShadow="0 30px 60px -30px rgba(7, 15, 34, 0.6)"
      borderWidth="1px"
      borderColor={{ base: 'transparent', _dark: 'whiteAlpha.100' }}
      css={richTextOnDark}
    >
      {data.artwork && (
        <StyledContentImage
          // Behind the text, but the editor's picture is read out with its alt text unless they marked it decorative.
          // None is drawn by default: one drawing behind every page's closing panel made every page end alike (issue 31).
          image={data.artwork}
          sizes="(min-width: 64rem) 560px, 460px"
          position="absolute"
          pointerEvents="none"
          right={{ base: '-48', md: '-16', lg: '0' }}
          top="50%"
          transform="translateY(-50%)"
          w={{ base: '460px', lg: '560px' }}
          h="auto"
          maxW="none"
          opacity={{ base: 0.3, lg: 0.9 }}
        />
      )}
      <Grid templateColumns={{ base: '1fr', lg: '7fr 5fr' }} position="relative">
        <Stack gap="5">
          <Heading
            as="h2"
            id={headingId}
            fontSize={{ base: '2xl', md: '4xl' }}
            fontWeight="semibold"
            letterSpacing="-0.025em"
            lineHeight="1.15"
            color="white"
            textWrap="balance"
          >
            {data.title}
          </Heading>
          <Text asChild fontSize={{ base: 'md', md: 'lg' }} color="ink.300" lineHeight="1.7" maxW="2xl">
            <RichText source={data.description} />
          </Text>
          {highlights && (
            <Flex
              as="ul"
              listStyleType="none"
              m="0"
              p="0"
              direction={{ base: 'column', md: 'row' }}
              wrap="wrap"
              columnGap="6"
              rowGap="2"
            >
              {highlights.map((highlight, index) => (
                <Flex as="li" key={index} gap="2" align="center" color="ink.100" fontSize="sm" fontWeight="medium">
                  <Box as="span" color="signal.300" display="inline-flex">
                    <CheckIcon size={16} />
                  </Box>
                  {highlight}
                </Flex>
              ))}
            </Flex>
          )}
          <Box pt="3">
            <HeroActions primary={data.primary} secondary={data.secondary} />
          </Box>
        </Stack>
      </Grid>
    </Box>
  );
}
