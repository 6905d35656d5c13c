import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { brand } from '../../../../contract/brand';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { FooterSocialLinks } from './footer-social-links';

/** The site's theme. */
const siteDark = 'html.dark &';
const logoStyle = { htmlWidth: 176, htmlHeight: 40, display: 'block', maxW: '100%', h: 'auto' } as const;

type FooterBrandProps = Pick<FooterContent, 'logoLight' | 'logoDark' | 'description' | 'socialLinks'>;

export function FooterBrand({ logoLight, logoDark, description, socialLinks }: FooterBrandProps) {
  return (
    <Stack gap="6" minW="0" align="flex-start" gridColumn={{ md: '1 / -1', lg: 'auto' }}>
      {/*
        The logo follows the theme, as the footer does. The theme is the `dark` class on <html>, read in CSS so
        the server-rendered footer is right before any script runs.
      */}
      <Box display="inline-flex" maxW="100%">
        <chakra.img src={logoLight} alt={brand.name} {...logoStyle} css={{ [siteDark]: { display: 'none' } }} />
        <chakra.img
          src={logoDark}
          alt={brand.name}
          {...logoStyle}
          display="none"
          css={{ [siteDark]: { display: 'block' } }}
        />
      </Box>
      {description ? (
        <Text textStyle="sm" lineHeight="1.7" color="fg.muted" maxW="sm" m="0">
          {description}
        </Text>
      ) : null}
      <FooterSocialLinks links={socialLinks} />
    </Stack>
  );
}
