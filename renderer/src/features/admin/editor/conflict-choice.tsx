import { chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MergeChoice } from '../../../../../contract/page-content/merge-blocks';
import type { ClashItem } from './conflict-clashes';

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

const empty = <chakra.em color="fg.muted">(empty)</chakra.em>;

/** What one side holds: a page field's value (the legend names it), or each differing part of a block by name. */
function SideContent({ item, side }: { item: ClashItem; side: MergeChoice }) {
  if (item.kind === 'field') {
    return (
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {item[side] || empty}
      </Text>
    );
  }
  if (item[side] === 'removed') return <Text>{removedNote[side]}</Text>;
  return (
    <chakra.dl display="grid" gap="2">
      {item.rows.map((row) => (
        <div key={row.label}>
          <chakra.dt fontSize="sm" color="fg.muted">
            {row.label}
          </chakra.dt>
          <chakra.dd whiteSpace="pre-wrap" overflowWrap="anywhere">
            {row[side] ?? empty}
          </chakra.dd>
        </div>
      ))}
    </chakra.dl>
  );
}

interface SideColumnProps {
  item: ClashItem;
  side: MergeChoice;
  heading: string;
  /** The radio button's group (the clash) and whether this side is the one chosen. */
  name: string;
  chosen: boolean;
  onChoose: () => void;
}

const keepLabels = { mine: 'Keep mine', theirs: 'Keep theirs' } as const;

/**
 * One side's version of the clashing part: each differing part by name (or that this side removed the block), and
 * under it the radio button that keeps this side, so the choice sits with what it keeps.
 */
function SideColumn({ item, side, heading, name, chosen, onChoose }: SideColumnProps) {
  return (
    <Flex
      direction="column"
      gap="2"
      borderWidth="1px"
      borderColor={chosen ? 'navy.solid' : 'border'}
      // The kept side stands out without the layout moving.
      outline={chosen ? '1px solid' : undefined}
      outlineColor="navy.solid"
      borderRadius="md"
      p="3"
      bg="bg"
      color="fg"
      minWidth="0"
    >
      <Text fontWeight="semibold">{heading}</Text>
      <SideContent item={item} side={side} />
      <chakra.label
        display="inline-flex"
        alignItems="center"
        gap="2"
        cursor="pointer"
        mt="auto"
        pt="2"
        borderTopWidth="1px"
        borderColor="border"
        fontWeight="medium"
      >
        <chakra.input
          id={`${name}-${side}`}
          type="radio"
          name={name}
          value={side}
          checked={chosen}
          onChange={onChoose}
          width="4"
          height="4"
          accentColor="navy.solid"
        />
        {keepLabels[side]}
      </chakra.label>
    </Flex>
  );
}

/**
 * A field or block both sides changed: the two versions side by side (one above the other on a narrow screen),
 * each with the radio button that keeps it, the two grouped under the clash's name.
 */
export function ClashChoice({ item, theirName, choice, onChoose, missing }: ClashChoiceProps) {
  const name = `keep-${item.key}`;
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderColor={missing ? 'border.error' : 'border'}
      borderRadius="md"
      p={{ base: '2', md: '3' }}
      minWidth="0"
      aria-describedby={missing ? `${name}-missing` : undefined}
    >
      <chakra.legend px="1" fontWeight="semibold">
        {item.label}
      </chakra.legend>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {(['mine', 'theirs'] as const).map((side) => (
            <SideColumn
              key={side}
              item={item}
              side={side}
              heading={side === 'mine' ? 'Yours' : theirName}
              name={name}
              chosen={choice === side}
              onChoose={() => onChoose(side)}
            />
          ))}
        </SimpleGrid>
        {missing && (
          <Text id={`${name}-missing`} color="fg.error" fontSize="sm">
            Choose which version to keep.
          </Text>
        )}
      </Stack>
    </chakra.fieldset>
  );
}
