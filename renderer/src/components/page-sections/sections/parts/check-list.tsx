import { Box, Flex, Text } from '@chakra-ui/react';
import { CheckIcon } from '../../../../components/icons/ui-icons';

interface CheckListProps {
  items: readonly string[];
  columns?: 1 | 2;
  labelledBy?: string;
  /** Checks for outcomes and inclusions; plain dots for neutral points such as a policy's list of data. */
  marker?: 'check' | 'dot';
}

/** A list of short points, each with a teal marker. */
export function CheckList({ items, columns = 1, labelledBy, marker = 'check' }: CheckListProps) {
  return (
    <Box
      as="ul"
      aria-labelledby={labelledBy}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={columns === 2 ? { base: '1fr', md: '1fr 1fr' } : '1fr'}
      columnGap="8"
      rowGap="3"
      m="0"
      p="0"
    >
      {items.map((item, index) => (
        <Flex as="li" key={index} gap="3" align="flex-start">
          <Flex
            aria-hidden="true"
            align="center"
            justify="center"
            w="5"
            h="5"
            mt="0.5"
            flexShrink={0}
            borderRadius="full"
            bg={marker === 'check' ? 'signal.subtle' : undefined}
            color="signal.fg"
          >
            {marker === 'check' ? (
              <CheckIcon size={12} strokeWidth={3} />
            ) : (
              <Box w="1.5" h="1.5" borderRadius="full" bg="signal.solid" />
            )}
          </Flex>
          <Text color="fg.muted" lineHeight="1.6">
            {item}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}

/** A small uppercase label above a list ("What's included"). */
export function ListLabel({ id, children }: { id?: string; children: string }) {
  return (
    <Text
      id={id}
      fontSize="xs"
      fontWeight="semibold"
      letterSpacing="0.12em"
      textTransform="uppercase"
      color="fg.subtle"
      mb="4"
    >
      {children}
    </Text>
  );
}
