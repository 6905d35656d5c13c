import { Button, Stack } from '@chakra-ui/react';
import type { Action } from '../../../../../../contract/page-content/link';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { SiteLink } from '../site-link';

/** Buttons on the navy hero: fixed light-on-dark colours, since the hero is dark in both themes. */
export function HeroActions({ primary, secondary }: { primary?: Action | undefined; secondary?: Action | undefined }) {
  if (!primary && !secondary) return null;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
      {primary && (
        <Button
          asChild
          size="lg"
          bg="signal.300"
          color="navy.950"
          fontWeight="semibold"
          borderRadius="full"
          px="7"
          _hover={{ bg: 'signal.200' }}
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
