import { Badge, Box, Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get, useFieldArray, useWatch } from 'react-hook-form';
import type { ListFieldDescription } from '../../../../../../contract/page-content/section-form';
import { plural } from '../../../../../../contract/plural';
import { FieldLabelText } from './field-label';
import { blankItem } from './section-form-values';
import { SectionFormField } from './section-form-field';

interface SectionListFieldProps {
  form: UseFormReturn<FieldValues>;
  field: ListFieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

/** Long lists open folded, so a page with forty logos is a list of forty names rather than 160 inputs. */
const foldedFrom = 4;

/** Repeated items (cards, questions, slides): add, remove, reorder with buttons (keyboard and pointer), fold. */
export function SectionListField({ form, field, name, context, readOnly }: SectionListFieldProps) {
  const { fields: items, append, remove, move } = useFieldArray({ control: form.control, name });
  // Folded items are remembered rather than open ones, so an item added later starts open, ready to fill in.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() =>
    items.length >= foldedFrom ? new Set(items.map((item) => item.id)) : new Set(),
  );
  const values = useWatch({ control: form.control, name }) as unknown;
  const errors = get(form.formState.errors, name) as Record<string, unknown> | undefined;
  const listError = get(errors, 'root') as { message?: string } | undefined;
  const itemName = field.itemLabel.toLowerCase();
  // Nested lists repeat their item names (every partner has a "capability 1"): controls say whose they are.
  const where = context.length > 0 ? ` (${context.join(', ')})` : '';
  // Read out, not shown: on screen the item's header already says where the control is.
  const hiddenWhere = context.length > 0 && (
    <>
      {' '}
      <VisuallyHidden>({context.join(', ')})</VisuallyHidden>
    </>
  );
  // The schema's bounds (read into the description by its catalogue entry): no adding past the most it allows, no
  // removing below the fewest, rather than a refused save.
  const full = items.length >= field.maxItems;
  const fewest = items.length <= field.minItems;
  const count = (n: number) => plural(n, itemName);
  const boundNote = full
    ? `Up to ${count(field.maxItems)}.`
    : fewest && field.minItems > 0
      ? `At least ${count(field.minItems)}.`
      : '';
  const toggle = (id: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const moveItem = (index: number, by: -1 | 1) => {
    move(index, index + by);
    // The moved item's buttons are re-created in their new place; keep keyboard users on the one they used.
    requestAnimationFrame(() => {
      const target = document.getElementById(`${name}-${index + by}-${by < 0 ? 'up' : 'down'}`);
      const fallback = document.getElementById(`${name}-${index + by}-${by < 0 ? 'down' : 'up'}`);
      (target instanceof HTMLButtonElement && !target.disabled ? target : fallback)?.focus();
    });
  };

  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border" borderRadius="md" p="3" minWidth="0">
      <Text as="legend" px="1" fontWeight="semibold" fontSize="sm">
        <FieldLabelText field={field} context={context} />
      </Text>
      <Stack gap="2">
        {items.map((item, index) => {
          const position = `${itemName} ${index + 1}`;
          const summary = summaryOf(values, index, field.summaryField);
          const isOpen = !folded.has(item.id);
          const bodyId = `${name}-${index}-fields`;
          const hasErrors = Boolean(get(errors, String(index)));
          return (
            <Box key={item.id} borderWidth="1px" borderColor="border.muted" borderRadius="md">
              <Flex align="center" gap="2" wrap="wrap" px="2" py="1.5">
                <Button
                  size="xs"
                  variant="ghost"
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  onClick={() => toggle(item.id)}
                  // Wide enough to read the item's name; on a phone the controls wrap below it.
                  flex="1 1 12rem"
                  justifyContent="flex-start"
                  minWidth="0"
                >
                  <Text as="span" aria-hidden="true">
                    {isOpen ? '▾' : '▸'}
                  </Text>
                  <Text as="span" truncate>
                    {field.itemLabel} {index + 1}
                    {summary ? `: ${summary}` : ''}
                  </Text>
                </Button>
                {hasErrors && (
                  <Badge colorPalette="red" variant="subtle">
                    Has errors
                  </Badge>
                )}
                {!readOnly && (
                  <Flex gap="1" wrap="wrap">
                    <Button
                      id={`${name}-${index}-up`}
                      size="xs"
                      variant="outline"
                      disabled={index === 0}
                      onClick={() => moveItem(index, -1)}
                      aria-label={`Move ${position} up${where}`}
                    >
                      Up
                    </Button>
                    <Button
                      id={`${name}-${index}-down`}
                      size="xs"
                      variant="outline"
                      disabled={index === items.length - 1}
                      onClick={() => moveItem(index, 1)}
                      aria-label={`Move ${position} down${where}`}
                    >
                      Down
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={fewest}
                      onClick={() => remove(index)}
                      aria-label={`Remove ${position}${where}`}
                    >
                      Remove
                    </Button>
                  </Flex>
                )}
              </Flex>
              <Stack id={bodyId} gap="3" px="3" pb="3" pt="1" hidden={!isOpen}>
                {field.fields.map((part) => (
                  <SectionFormField
                    key={part.name}
                    form={form}
                    field={part}
                    name={`${name}.${index}.${part.name}`}
                    context={[position, ...context]}
                    readOnly={readOnly}
                  />
                ))}
              </Stack>
            </Box>
          );
        })}
        {items.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            No {itemName}s yet.
          </Text>
        )}
        {listError?.message && (
          <Text color="fg.error" fontSize="sm">
            {listError.message}
          </Text>
        )}
        {!readOnly && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={full}
            onClick={() => append(blankItem(field.fields))}
          >
            Add {itemName}
            {hiddenWhere}
          </Button>
        )}
        {!readOnly && boundNote && (
          <Text color="fg.muted" fontSize="sm">
            {boundNote}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function summaryOf(values: unknown, index: number, field: string): string {
  const item: unknown = Array.isArray(values) ? values[index] : undefined;
  if (typeof item !== 'object' || item === null) return '';
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
}
