import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { brand } from '../../../../contract/brand';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { FooterSocialLinks } from './footer-social-links';

/** The site's theme, not the footer's own dark scope. */
const siteDark = 'html.dark &';
const logoStyle = { htmlWidth: 176, htmlHeight: 40, display: 'block', maxW: '100%', h: 'auto' } as const;

type FooterBrandProps = Pick<FooterContent, 'logoLight' | 'logoDark' | 'description' | 'socialLinks'>;

export function FooterBrand({ logoLight, logoDark, description, socialLinks }: FooterBrandProps) {
  return (
    <Stack gap="6" minW="0" align="flex-start">
      {/*
        The logo follows the theme, but the footer is navy in both themes: the light-theme logo has dark
        lettering, so it sits on a white plate to stay legible. Same padding in both themes, so no layout shift.
        The theme is the `dark` class on <html> (the footer itself always carries Chakra's dark scope), read in
        CSS so the server-rendered footer is right before any script runs.
      */}
      <Box
        display="inline-flex"
        maxW="100%"
        px="3"
        py="2"
        borderRadius="l2"
        bg="white"
        borderWidth="1px"
        borderStyle="solid"
        borderColor="transparent"
        css={{ [siteDark]: { bg: 'whiteAlpha.50', borderColor: 'border' } }}
      >
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
