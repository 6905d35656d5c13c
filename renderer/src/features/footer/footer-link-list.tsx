import { chakra } from '@chakra-ui/react';
import type { QuickLinkSection } from '../../../../contract/global-components/footer-content';
import { FooterLink } from './footer-link';

export function FooterLinkList({ links }: { links: QuickLinkSection['links'] }) {
  return (
    <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="3" m="0" p="0">
      {links.map((link) => (
        <li key={`${link.text}|${link.link}`}>
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
  );
}
