import type { HTMLChakraProps } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';

/** Column titles: small caps-style labels so the links, not the titles, carry the visual weight. */
export function FooterHeading(props: HTMLChakraProps<'h2'>) {
  return (
    <chakra.h2
      m="0"
      textStyle="xs"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="0.12em"
      color="fg"
      {...props}
    />
  );
}
