import { Box, chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MergeChoice } from '../../../../../contract/page-content/merge-blocks';
import type { ClashItem, ClashRow } from './conflict-clashes';

interface ClashChoiceProps {
  item: ClashItem;
  /** Whose version "theirs" is, e.g. "Alice's". */
  theirName: string;
  choice: MergeChoice | undefined;
  onChoose: (choice: MergeChoice) => void;
  /** Set when a save was asked for before this clash had a choice. */
  missing: boolean;
}

const removedNote = { mine: 'You removed this block.', theirs: 'They removed this block.' } as const;

function rowsOf(item: ClashItem): ClashRow[] {
  return item.kind === 'field' ? [{ label: item.label, mine: item.mine, theirs: item.theirs }] : item.rows;
}

/** One side's version of the clashing part: each differing part by name, or that this side removed the block. */
function SideColumn({ item, side, heading }: { item: ClashItem; side: MergeChoice; heading: string }) {
  const removed = item.kind === 'block' && item[side] === 'removed';
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" p="3" bg="bg" minWidth="0">
      <Text fontWeight="semibold" mb="2">
        {heading}
      </Text>
      {removed ? (
        <Text>{removedNote[side]}</Text>
      ) : (
        <chakra.dl display="grid" gap="2">
          {rowsOf(item).map((row) => (
            <div key={row.label}>
              <chakra.dt fontSize="sm" color="fg.muted">
                {row.label}
              </chakra.dt>
              <chakra.dd whiteSpace="pre-wrap" overflowWrap="anywhere">
                {row[side] ?? <chakra.em color="fg.muted">(empty)</chakra.em>}
              </chakra.dd>
            </div>
          ))}
        </chakra.dl>
      )}
    </Box>
  );
}

const keepLabels = { mine: 'Keep mine', theirs: 'Keep theirs' } as const;

/**
 * A field or block both sides changed: the two versions side by side (one above the other on a narrow screen),
 * and the choice of which to keep, as two radio buttons grouped under the clash's name.
 */
export function ClashChoice({ item, theirName, choice, onChoose, missing }: ClashChoiceProps) {
  const name = `keep-${item.key}`;
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderColor={missing ? 'border.error' : 'border'}
      borderRadius="md"
      p="3"
      minWidth="0"
      aria-describedby={missing ? `${name}-missing` : undefined}
    >
      <chakra.legend px="1" fontWeight="semibold">
        {item.label}
      </chakra.legend>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SideColumn item={item} side="mine" heading="Yours" />
          <SideColumn item={item} side="theirs" heading={theirName} />
        </SimpleGrid>
        <Flex gap="5" wrap="wrap">
          {(['mine', 'theirs'] as const).map((side) => (
            <chakra.label key={side} display="inline-flex" alignItems="center" gap="2" cursor="pointer">
              <chakra.input
                id={`${name}-${side}`}
                type="radio"
                name={name}
                value={side}
                checked={choice === side}
                onChange={() => onChoose(side)}
                width="4"
                height="4"
                accentColor="navy.solid"
              />
              {keepLabels[side]}
            </chakra.label>
          ))}
        </Flex>
        {missing && (
          <Text id={`${name}-missing`} color="fg.error" fontSize="sm">
            Choose which version to keep.
          </Text>
        )}
      </Stack>
    </chakra.fieldset>
  );
}
