import { Box, Flex, Grid, Heading, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brand } from '../../../../../contract/brand';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons/ui-icons';
import { paths } from '../../../lib/paths';
// The form comes in this section's own chunk (every section is loaded on its own), so a server-rendered
// contact section comes alive in one step, with no moment where its form is a placeholder.
import { ContactForm } from '../forms/contact-form';
import { ArrowLink } from './parts/arrow-link';
import { richTextOnDark } from './parts/rich-text-on-dark';
import type { SectionRendererProps } from './section-props';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="3.5" align="flex-start">
      <Flex
        aria-hidden="true"
        w="9"
        h="9"
        flexShrink={0}
        align="center"
        justify="center"
        borderRadius="lg"
        bg="whiteAlpha.100"
        color="signal.300"
      >
        {icon}
      </Flex>
      <Box pt="1.5" color="ink.100" lineHeight="1.6">
        {children}
      </Box>
    </Flex>
  );
}

const onDarkLink = {
  color: 'white',
  textDecoration: 'underline',
  textDecorationColor: 'whiteAlpha.400',
  textUnderlineOffset: '3px',
  _hover: { textDecorationColor: 'signal.300' },
};

/** The office card beside the form: the firm's own details, so there is always a way to reach a person. */
function OfficeCard() {
  const telephone = brand.phone.replace(/[^+\d]/g, '');
  return (
    <Box
      as="aside"
      aria-labelledby="contact-office-heading"
      position="relative"
      overflow="hidden"
      borderRadius="2xl"
      bg="bg.hero"
      color="white"
      p={{ base: '7', md: '9' }}
      borderWidth="1px"
      borderColor={{ base: 'transparent', _dark: 'whiteAlpha.100' }}
      css={richTextOnDark}
    >
      <Image
        src="/illustrations/hero-mesh.svg"
        alt=""
        width={640}
        height={560}
        position="absolute"
        right="-48"
        bottom="-40"
        w="420px"
        h="auto"
        maxW="none"
        opacity={0.35}
        pointerEvents="none"
      />
      <Stack gap="6" position="relative">
        <Stack gap="2">
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="signal.200">
            Visit or call
          </Text>
          <Heading as="h3" id="contact-office-heading" fontSize="xl" fontWeight="semibold" color="white">
            {brand.officeName}
          </Heading>
        </Stack>
        <ContactLine icon={<MapPinIcon size={18} />}>
          <Box as="address" fontStyle="normal">
            {brand.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Box>
        </ContactLine>
        <ContactLine icon={<PhoneIcon size={18} />}>
          <ChakraLink href={`tel:${telephone}`} {...onDarkLink}>
            {brand.phone}
          </ChakraLink>
        </ContactLine>
        <ContactLine icon={<MailIcon size={18} />}>
          <ChakraLink href={`mailto:${brand.email}`} {...onDarkLink}>
            {brand.email}
          </ChakraLink>
        </ContactLine>
      </Stack>
    </Box>
  );
}

/** The contact form (another module's) beside the office card; the form's panel carries the section title. */
export function ContactSectionView({ data, id }: SectionRendererProps<'contactForm'>) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '7fr 4fr' }} gap={{ base: '8', lg: '10' }} alignItems="start">
      <ContactForm section={data} anchor={id} />
      <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '28' }}>
        <OfficeCard />
        <Box borderWidth="1px" borderColor="border" borderRadius="2xl" p={{ base: '6', md: '7' }} bg="bg.panel">
          <Heading as="h3" fontSize="md" fontWeight="semibold">
            Looking for a role?
          </Heading>
          <Text color="fg.muted" mt="2" mb="4" lineHeight="1.7">
            See our open positions, or write to{' '}
            <ChakraLink
              href={`mailto:${brand.careersEmail}`}
              color="signal.fg"
              textDecoration="underline"
              textUnderlineOffset="3px"
            >
              {brand.careersEmail}
            </ChakraLink>
            .
          </Text>
          <ArrowLink href={paths.careers}>Open roles</ArrowLink>
        </Box>
      </Stack>
    </Grid>
  );
}
