import { chakra, Container } from '@chakra-ui/react';
import type { SecurityContact } from '../../../../contract/global-components/security-contact';
import { telephoneHref } from '../../../../contract/telephone-href';

/**
 * The strip above the header bar with the 24/7 incident number: someone under attack should not have to look for
 * it. Navy in both themes, like the heroes, so it reads as the firm's and never as an alert about this site.
 */
export function IncidentLine({ contact }: { contact: SecurityContact }) {
  return (
    <chakra.div bg="bg.hero" color="ink.100" fontSize="xs" lineHeight="1">
      <Container
        maxW="7xl"
        display="flex"
        alignItems="center"
        justifyContent={{ base: 'center', md: 'flex-end' }}
        gap="2"
        h="8"
      >
        <chakra.span
          aria-hidden="true"
          boxSize="2"
          borderRadius="full"
          bg="signal.300"
          boxShadow="0 0 0 3px rgba(82, 214, 194, 0.25)"
          flexShrink="0"
        />
        <chakra.span>{contact.incidentText}</chakra.span>
        <chakra.a
          href={telephoneHref(contact.incidentPhone)}
          fontWeight="semibold"
          color="white"
          whiteSpace="nowrap"
          textDecoration="underline"
          textDecorationColor="whiteAlpha.400"
          textUnderlineOffset="3px"
          _hover={{ textDecorationColor: 'signal.300' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'signal.300', outlineOffset: '2px' }}
        >
          {contact.incidentPhone}
        </chakra.a>
      </Container>
    </chakra.div>
  );
}
