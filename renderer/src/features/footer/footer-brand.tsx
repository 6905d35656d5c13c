import { Box, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { brand } from '../../../../contract/brand';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { themeAtom } from '../../lib/theme/theme-atoms';
import { FooterSocialLinks } from './footer-social-links';

type FooterBrandProps = Pick<FooterContent, 'logoLight' | 'logoDark' | 'description' | 'socialLinks'>;

export function FooterBrand({ logoLight, logoDark, description, socialLinks }: FooterBrandProps) {
  const theme = useAtomValue(themeAtom);
  const isDark = theme === 'dark';
  return (
    <Stack gap="6" minW="0" align="flex-start">
      {/*
        The logo follows the theme, but the footer is navy in both themes: the light-theme logo has dark
        lettering, so it sits on a white plate to stay legible. Same padding in both themes, so no layout shift.
      */}
      <Box
        display="inline-flex"
        maxW="100%"
        px="3"
        py="2"
        borderRadius="l2"
        bg={isDark ? 'whiteAlpha.50' : 'white'}
        borderWidth="1px"
        borderStyle="solid"
        borderColor={isDark ? 'border' : 'transparent'}
      >
        <img
          src={isDark ? logoDark : logoLight}
          alt={brand.name}
          width={176}
          height={40}
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
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
