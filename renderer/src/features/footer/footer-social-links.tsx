import { chakra } from '@chakra-ui/react';
import type { SocialLink } from '../../../../contract/global-components/footer-content';
import { FooterLink } from './footer-link';
import { getSocialIcon, getSocialLinkLabel } from './social-platform';

export function FooterSocialLinks({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="3" m="0" p="0">
      {links.map((social, index) => {
        const Icon = getSocialIcon(social.platform);
        return (
          <li key={`${index}|${social.platform}`}>
            <FooterLink
              href={social.link}
              aria-label={getSocialLinkLabel(social.platform)}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="11"
              borderRadius="full"
              borderWidth="1px"
              borderStyle="solid"
              borderColor="border"
              color="fg.muted"
              transition="color 0.15s, background-color 0.15s, border-color 0.15s"
              _hover={{ color: 'fg', bg: 'bg.muted', borderColor: 'colorPalette.fg' }}
            >
              <Icon size={18} />
            </FooterLink>
          </li>
        );
      })}
    </chakra.ul>
  );
}
