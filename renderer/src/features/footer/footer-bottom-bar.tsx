import { chakra, Flex, Text } from '@chakra-ui/react';
import { legalLinks } from '../../../../contract/global-components/default-footer-content';
import { FooterLink } from './footer-link';

export function FooterBottomBar({ copyrightText }: { copyrightText: string }) {
  // Read at render so a long-lived tab still shows the right year after New Year.
  const year = new Date().getFullYear();
  return (
    <Flex
      mt={{ base: '10', md: '14' }}
      pt="6"
      borderTopWidth="1px"
      borderTopStyle="solid"
      borderColor="border"
      direction={{ base: 'column-reverse', md: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', md: 'center' }}
      gap="4"
    >
      <Text textStyle="sm" color="fg.muted" m="0">
        {`© ${year} ${copyrightText}`}
      </Text>
      <chakra.ul listStyle="none" display="flex" flexWrap="wrap" columnGap="6" rowGap="2" m="0" p="0">
        {legalLinks.map((link) => (
          <li key={link.link}>
            <FooterLink
              href={link.link}
              textStyle="sm"
              color="fg.muted"
              _hover={{ color: 'fg', textDecoration: 'underline', textDecorationColor: 'colorPalette.fg' }}
            >
              {link.text}
            </FooterLink>
          </li>
        ))}
      </chakra.ul>
    </Flex>
  );
}
