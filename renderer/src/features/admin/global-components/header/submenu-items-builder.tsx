import { Button, Stack } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { ItemCard } from '../item-card';
import { ItemToolbar } from '../item-toolbar';
import type { DropdownItemPath } from './header-form-values';
import { newSubmenuItem } from './header-form-values';
import { DescriptionField, LinkItemFields } from './link-item-fields';

interface SubmenuCardProps {
  base: DropdownItemPath;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function SubmenuCard({ base, index, count, onMove, onRemove }: SubmenuCardProps) {
  const { control } = useFormContext<HeaderConfig>();
  const text = useWatch({ control, name: `${base}.submenuItems.${index}.text` });
  const name = text || `submenu item ${index + 1}`;
  return (
    <ItemCard
      legend={`Submenu item ${index + 1}: ${name}`}
      toolbar={<ItemToolbar itemName={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />}
    >
      <LinkItemFields base={`${base}.submenuItems.${index}`} />
      <DescriptionField base={`${base}.submenuItems.${index}`} />
    </ItemCard>
  );
}

interface SubmenuItemsBuilderProps {
  menuIndex: number;
  dropdownIndex: number;
  parentName: string;
}

export function SubmenuItemsBuilder({ menuIndex, dropdownIndex, parentName }: SubmenuItemsBuilderProps) {
  const { control } = useFormContext<HeaderConfig>();
  const base = `menuItems.${menuIndex}.dropdownItems.${dropdownIndex}` as const;
  const { fields, append, move, remove } = useFieldArray({ control, name: `${base}.submenuItems` });
  return (
    <Stack gap="2" ps={{ base: '0', md: '4' }}>
      {fields.map((field, index) => (
        <SubmenuCard key={field.id} base={base} index={index} count={fields.length} onMove={move} onRemove={remove} />
      ))}
      <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => append(newSubmenuItem())}>
        Add submenu item to {parentName}
      </Button>
    </Stack>
  );
}
