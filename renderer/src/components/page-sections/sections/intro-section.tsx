import { Box, Grid, Heading, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Eyebrow, isEyebrowText } from './eyebrow';
import { ContentImage } from './parts/content-image';
import type { SectionRendererProps } from './section-props';
import { paragraphs } from './section-props';

function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The page's opening statement. On policy pages the intro repeats the page title already shown as the
 * h1, so it becomes a plain preamble; elsewhere it is an editorial two-column block.
 */
export function IntroSection({ data, headingId, pageTitle }: SectionRendererProps<'intro'>) {
  const eyebrow = isEyebrowText(data.subtitle) ? data.subtitle : undefined;
  const lead = eyebrow ? undefined : data.subtitle;
  const body = [data.description1, data.description2, ...paragraphs(data.content)].filter((text): text is string =>
    Boolean(text),
  );

  if (sameTitle(data.title, pageTitle)) {
    return (
      <Stack gap="5" maxW="3xl">
        <VisuallyHidden asChild>
          <h2 id={headingId}>{data.title}</h2>
        </VisuallyHidden>
        {data.subtitle && <Eyebrow>{data.subtitle}</Eyebrow>}
        {data.description && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg" lineHeight="1.6">
            {data.description}
          </Text>
        )}
        {body.map((text, index) => (
          <Text key={index} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
            {text}
          </Text>
        ))}
      </Stack>
    );
  }

  const showIllustration = !data.image && body.length >= 2;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap={{ base: '8', lg: '20' }} alignItems="start">
      <Stack gap="5">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading
          as="h2"
          id={headingId}
          size={{ base: '3xl', md: '4xl' }}
          fontWeight="semibold"
          letterSpacing="-0.025em"
          lineHeight="1.15"
          textWrap="balance"
        >
          {data.title}
        </Heading>
        {lead && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium" lineHeight="1.5">
            {lead}
          </Text>
        )}
        {showIllustration && (
          <Box display={{ base: 'none', lg: 'block' }} pt="6" maxW="sm">
            <Image src="/illustrations/shield-layers.svg" alt="" width={480} height={420} w="full" h="auto" />
          </Box>
        )}
        {data.image && (
          <Box borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="border" mt="4">
            <ContentImage image={data.image} sizes="(min-width: 64rem) 40vw, 100vw" w="full" h="auto" display="block" />
          </Box>
        )}
      </Stack>
      <Stack gap="5" pt={{ lg: eyebrow ? '9' : '1' }}>
        {data.description && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg" lineHeight="1.65" textWrap="pretty">
            {data.description}
          </Text>
        )}
        {body.map((text, index) => (
          <Text key={index} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75" textWrap="pretty">
            {text}
          </Text>
        ))}
      </Stack>
    </Grid>
  );
}
