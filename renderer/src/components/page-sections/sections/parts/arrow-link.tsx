import { Link as ChakraLink } from '@chakra-ui/react';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { SiteLink } from '../site-link';

/** A text link with a trailing arrow that nudges on hover: the site's secondary call to action. */
export function ArrowLink({ href, children }: { href: string; children: string }) {
  return (
    <ChakraLink
      asChild
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      color="signal.fg"
      fontWeight="semibold"
      textDecoration="none"
      _hover={{ textDecoration: 'underline', textUnderlineOffset: '4px', '& svg': { transform: 'translateX(3px)' } }}
      css={{ '& svg': { transition: 'transform 0.2s ease' } }}
    >
      <SiteLink href={href}>
        {children}
        <ArrowRightIcon size={16} />
      </SiteLink>
    </ChakraLink>
  );
}
