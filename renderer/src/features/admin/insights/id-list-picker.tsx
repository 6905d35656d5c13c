import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../shell/form-kit';
import { movedId, withId, withoutId } from './article-meta';

export interface PickerOption {
  id: number;
  label: string;
}

interface IdListPickerProps {
  /** The list's name ("Authors"); the add control says what one is ("Add author"). */
  label: string;
  itemNoun: string;
  options: readonly PickerOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
  readOnly: boolean;
  /** Said when nothing is chosen. */
  emptyText: string;
  hint?: string;
}

/**
 * An ordered choice of items by id (an article's authors, its related services): the chosen ones in their order,
 * each with Move and Remove, and a list to add one more from. An id no option names (an item deleted since) is
 * still listed, so removing it is possible.
 */
export function IdListPicker({
  label,
  itemNoun,
  options,
  value,
  onChange,
  max,
  readOnly,
  emptyText,
  hint,
}: IdListPickerProps) {
  const name = (id: number) => options.find((option) => option.id === id)?.label ?? `Unknown ${itemNoun} (${id})`;
  const addable = options.filter((option) => !value.includes(option.id));
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="md" px="3" pb="3" pt="1" minWidth="0">
      <chakra.legend px="1" fontWeight="medium" fontSize="sm">
        {label}
      </chakra.legend>
      <Stack gap="2">
        {value.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {emptyText}
          </Text>
        ) : (
          <Stack as="ol" gap="1" listStyleType="none">
            {value.map((id, index) => (
              <Flex as="li" key={id} align="center" gap="2" wrap="wrap">
                <Text fontSize="sm" flex="1" minW="40">
                  {name(id)}
                </Text>
                {!readOnly && (
                  <Flex gap="1">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Move up ${name(id)}`}
                      disabled={index === 0}
                      onClick={() => onChange(movedId(value, id, -1))}
                    >
                      Move up
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Move down ${name(id)}`}
                      disabled={index === value.length - 1}
                      onClick={() => onChange(movedId(value, id, 1))}
                    >
                      Move down
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Remove ${name(id)}`}
                      onClick={() => onChange(withoutId(value, id))}
                    >
                      Remove
                    </Button>
                  </Flex>
                )}
              </Flex>
            ))}
          </Stack>
        )}
        {!readOnly && (
          <SelectField
            label={`Add ${itemNoun}`}
            hint={value.length >= max ? `At most ${max}` : hint}
            options={addable.map((option) => ({ value: String(option.id), label: option.label }))}
            emptyOption={`Choose ${/^[aeiou]/i.test(itemNoun) ? 'an' : 'a'} ${itemNoun}…`}
            value=""
            disabled={value.length >= max || addable.length === 0}
            onChange={(event) => {
              const id = Number(event.target.value);
              if (id > 0) onChange(withId(value, id, max));
            }}
          />
        )}
      </Stack>
    </chakra.fieldset>
  );
}
