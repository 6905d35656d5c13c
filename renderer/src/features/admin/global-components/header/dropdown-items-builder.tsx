import { Button, Stack } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { SwitchField } from '../../shell/form-kit';
import { ItemCard } from '../item-card';
import { ItemToolbar } from '../item-toolbar';
import { newDropdownItem } from './header-form-values';
import { DescriptionField, LinkItemFields } from './link-item-fields';
import { SubmenuItemsBuilder } from './submenu-items-builder';

interface EntryProps {
  menuIndex: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function DropdownEntryCard({ menuIndex, index, count, onMove, onRemove }: EntryProps) {
  const { control } = useFormContext<HeaderConfig>();
  const base = `menuItems.${menuIndex}.dropdownItems.${index}` as const;
  const text = useWatch({ control, name: `${base}.text` });
  const hasSubmenu = useWatch({ control, name: `${base}.hasSubmenu` });
  const name = text || `dropdown item ${index + 1}`;
  return (
    <ItemCard
      nested
      legend={`Dropdown item ${index + 1}: ${name}`}
      toolbar={<ItemToolbar itemName={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />}
    >
      <LinkItemFields base={base} />
      <DescriptionField base={base} />
      <SwitchField control={control} name={`${base}.hasSubmenu`} label="Has a submenu" />
      {hasSubmenu && <SubmenuItemsBuilder menuIndex={menuIndex} dropdownIndex={index} parentName={name} />}
    </ItemCard>
  );
}

export function DropdownItemsBuilder({ menuIndex, parentName }: { menuIndex: number; parentName: string }) {
  const { control } = useFormContext<HeaderConfig>();
  const { fields, append, move, remove } = useFieldArray({ control, name: `menuItems.${menuIndex}.dropdownItems` });
  return (
    <Stack gap="2" ps={{ base: '0', md: '4' }}>
      {fields.map((field, index) => (
        <DropdownEntryCard
          key={field.id}
          menuIndex={menuIndex}
          index={index}
          count={fields.length}
          onMove={move}
          onRemove={remove}
        />
      ))}
      <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => append(newDropdownItem())}>
        Add dropdown item to {parentName}
      </Button>
    </Stack>
  );
}
