import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// We show clients and partners by name, never with their real logos; four typographic treatments and
// marks, assigned in turn, keep a row of names from looking like a plain list.
const marks: ReactNode[] = [
  <rect key="square" x="3" y="3" width="14" height="14" rx="3" />,
  <path key="diamond" d="M10 2.5 17.5 10 10 17.5 2.5 10Z" />,
  <path key="hex" d="M10 2.5 16.5 6.25v7.5L10 17.5 3.5 13.75v-7.5Z" />,
  <>
    <circle key="ring" cx="10" cy="10" r="7" />
    <circle key="dot" cx="10" cy="10" r="2.5" fill="currentColor" />
  </>,
];

const treatments = [
  { fontWeight: '700', letterSpacing: '-0.02em', textTransform: 'none', fontSize: 'lg' },
  { fontWeight: '600', letterSpacing: '0.16em', textTransform: 'uppercase', fontSize: 'sm' },
  { fontWeight: '500', letterSpacing: '-0.01em', textTransform: 'none', fontSize: 'lg' },
  { fontWeight: '800', letterSpacing: '0.02em', textTransform: 'lowercase', fontSize: 'lg' },
] as const;

export function Wordmark({ name, variant }: { name: string; variant: number }) {
  const style = treatments[variant % treatments.length] ?? treatments[0];
  return (
    <Flex
      align="center"
      justify="center"
      gap="2.5"
      color="fg.muted"
      _hover={{ color: 'fg' }}
      transition="color 0.2s"
      minH="16"
      px="2"
      textAlign="center"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
        style={{ flexShrink: 0 }}
      >
        {marks[variant % marks.length]}
      </svg>
      <Text as="span" lineHeight="1.2" {...style}>
        {name}
      </Text>
    </Flex>
  );
}
