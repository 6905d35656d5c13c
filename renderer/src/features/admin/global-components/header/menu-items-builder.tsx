import { Button, Heading, Stack } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { SwitchField } from '../../shell/form-kit';
import { ItemCard } from '../item-card';
import { ItemToolbar } from '../item-toolbar';
import { DropdownItemsBuilder } from './dropdown-items-builder';
import { newMenuItem } from './header-form-values';
import { LinkItemFields } from './link-item-fields';

function MenuItemCard({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (a: number, b: number) => void;
  onRemove: (i: number) => void;
}) {
  const { control } = useFormContext<HeaderConfig>();
  const text = useWatch({ control, name: `menuItems.${index}.text` });
  const hasDropdown = useWatch({ control, name: `menuItems.${index}.hasDropdown` });
  const name = text || `item ${index + 1}`;
  return (
    <ItemCard
      legend={`Menu item ${index + 1}: ${name}`}
      toolbar={<ItemToolbar itemName={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />}
    >
      <LinkItemFields base={`menuItems.${index}`} />
      <SwitchField control={control} name={`menuItems.${index}.hasDropdown`} label="Has a dropdown" />
      {hasDropdown && <DropdownItemsBuilder menuIndex={index} parentName={name} />}
    </ItemCard>
  );
}

/** The top level of the header menu: items in the order visitors see them. */
export function MenuItemsBuilder() {
  const { control } = useFormContext<HeaderConfig>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'menuItems' });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Menu items
      </Heading>
      {fields.map((field, index) => (
        <MenuItemCard key={field.id} index={index} count={fields.length} onMove={move} onRemove={remove} />
      ))}
      <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => append(newMenuItem())}>
        Add menu item
      </Button>
    </Stack>
  );
}
