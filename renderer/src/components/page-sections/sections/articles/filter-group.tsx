import { Button, Flex, Text } from '@chakra-ui/react';

interface FilterGroupProps {
  /** Shown beside the buttons ("Topic"); the group is named "Filter by topic" for screen readers. */
  label: string;
  values: readonly string[];
  /** The pressed value, or undefined for "All". */
  selected: string | undefined;
  onSelect: (value: string | undefined) => void;
}

/**
 * One filter as a row of toggle buttons, "All" first. Buttons rather than a select: every choice is in view and
 * one press away, and `aria-pressed` tells screen readers which is on. The row wraps on narrow screens.
 */
export function FilterGroup({ label, values, selected, onSelect }: FilterGroupProps) {
  const options: { text: string; value: string | undefined }[] = [
    { text: 'All', value: undefined },
    ...values.map((value) => ({ text: value, value })),
  ];
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'flex-start', sm: 'baseline' }}
      gap={{ base: '2', sm: '4' }}
    >
      {/* The group's aria-label says it already; read twice it would be noise. */}
      <Text aria-hidden="true" flexShrink={0} minW={{ sm: '14' }} fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Flex role="group" aria-label={`Filter by ${label.toLowerCase()}`} wrap="wrap" gap="2" minW="0">
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <Button
              key={option.text}
              size="sm"
              borderRadius="full"
              px="4"
              colorPalette="brand"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => !pressed && onSelect(option.value)}
            >
              {option.text}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
}
