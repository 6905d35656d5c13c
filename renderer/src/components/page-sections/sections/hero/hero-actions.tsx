import { Button, Stack } from '@chakra-ui/react';
import type { Action } from '../../../../../../contract/page-content/link';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { SiteLink } from '../site-link';

/**
 * The hero's actions: the site's primary button, and its secondary drawn light on dark, since the hero is navy in
 * both themes (as the secondary is on a dark page).
 */
export function HeroActions({ primary, secondary }: { primary?: Action | undefined; secondary?: Action | undefined }) {
  if (!primary && !secondary) return null;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
      {primary && (
        <Button
          asChild
          size="lg"
          // The site's primary button (the theme's "brand" palette): the same teal on the hero as on every form.
          colorPalette="brand"
          fontWeight="semibold"
          borderRadius="full"
          px="7"
          _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '3px' }}
        >
          <SiteLink href={primary.link}>
            {primary.text}
            <ArrowRightIcon size={18} />
          </SiteLink>
        </Button>
      )}
      {secondary && (
        <Button
          asChild
          size="lg"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.400"
          borderRadius="full"
          px="7"
          _hover={{ bg: 'whiteAlpha.100', borderColor: 'whiteAlpha.600' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'signal.300', outlineOffset: '3px' }}
        >
          <SiteLink href={secondary.link}>{secondary.text}</SiteLink>
        </Button>
      )}
    </Stack>
  );
}
