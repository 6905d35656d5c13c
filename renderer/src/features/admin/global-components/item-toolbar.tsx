import { Button, HStack } from '@chakra-ui/react';

interface ItemToolbarProps {
  /** Names the item in each button's accessible name ("Move Services up"). */
  itemName: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Reorder and remove buttons for one entry of a list; disabled at the ends where they would do nothing. */
export function ItemToolbar({ itemName, index, count, onMove, onRemove }: ItemToolbarProps) {
  return (
    <HStack gap="1" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-label={`Move ${itemName} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑ Up
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Move ${itemName} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓ Down
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Remove ${itemName}`}
        onClick={() => onRemove(index)}
      >
        Remove
      </Button>
    </HStack>
  );
}
