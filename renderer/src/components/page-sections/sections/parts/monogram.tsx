import { Flex } from '@chakra-ui/react';
import { navy, signal } from '../../../../lib/theme/palette';
import { initials } from './initials';

/** Initials in a navy-to-teal tile: stands in for people's photos and partners' logos we do not have. */
export function Monogram({
  name,
  size = 'md',
  shape = 'circle',
}: {
  name: string;
  size?: 'md' | 'lg';
  shape?: 'circle' | 'square';
}) {
  const box = size === 'lg' ? '16' : '12';
  return (
    <Flex
      aria-hidden="true"
      align="center"
      justify="center"
      w={box}
      h={box}
      flexShrink={0}
      borderRadius={shape === 'circle' ? 'full' : 'xl'}
      bgImage={`linear-gradient(135deg, ${navy[700]}, ${navy[900]} 55%, ${signal[800]})`}
      color="white"
      fontWeight="semibold"
      fontSize={size === 'lg' ? 'xl' : 'md'}
      letterSpacing="0.02em"
      boxShadow="inset 0 0 0 1px rgba(255, 255, 255, 0.12)"
    >
      {initials(name)}
    </Flex>
  );
}
