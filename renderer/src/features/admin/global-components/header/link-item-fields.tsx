import { SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { menuDescriptionMaxLength } from '../../../../../../contract/global-components/header-config';
import { InputField, SwitchField } from '../../shell/form-kit';
import type { DropdownItemPath, LinkItemPath, SubmenuItemPath } from './header-form-values';
import { siteAddressListId } from '../site-address-list';

/** Text, link and enabled: what every level of the menu has. */
export function LinkItemFields({ base }: { base: LinkItemPath }) {
  const { register, control, getFieldState, formState } = useFormContext<HeaderConfig>();
  const error = (field: 'text' | 'link') => getFieldState(`${base}.${field}`, formState).error?.message;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
      <InputField label="Text" error={error('text')} {...register(`${base}.text`)} />
      <InputField label="Link" list={siteAddressListId} error={error('link')} {...register(`${base}.link`)} />
      <SwitchField control={control} name={`${base}.enabled`} label="Enabled" />
    </SimpleGrid>
  );
}

/** The line under a dropdown or submenu entry (top-level items have none: the bar has no room for it). */
export function DescriptionField({ base }: { base: DropdownItemPath | SubmenuItemPath }) {
  const { register, getFieldState, formState } = useFormContext<HeaderConfig>();
  return (
    <InputField
      label="Description"
      hint={`One line under the link in the menu, at most ${menuDescriptionMaxLength} characters; leave empty for none.`}
      error={getFieldState(`${base}.description`, formState).error?.message}
      {...register(`${base}.description`)}
    />
  );
}
