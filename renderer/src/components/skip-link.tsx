import { chakra } from '@chakra-ui/react';

/** First tab stop on every page: keyboard users jump past the navigation. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <chakra.a
      href={`#${targetId}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      borderRadius="md"
      boxShadow="md"
      _focusVisible={{ top: '4' }}
    >
      Skip to main content
    </chakra.a>
  );
}
