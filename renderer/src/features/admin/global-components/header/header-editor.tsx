import { SimpleGrid, Stack } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import type { AdminGlobalComponent } from '../../../../../../contract/admin/admin-global-components';
import type { HeaderConfig } from '../../../../../../contract/global-components/header-config';
import { useLeaveGuard } from '../../../../lib/navigation/use-leave-guard';
import { useCanEdit } from '../../shell/use-can-edit';
import { PublicationControls } from '../../editor/publication-controls';
import { FormFooter } from '../form-footer';
import { LogoField } from '../logo-field';
import { InputField, SwitchField } from '../../shell/form-kit';
import { useSaveComponent } from '../save-component';
import { headerResolver, withPositionOrder } from './header-form-values';
import { HeaderPreview } from './header-preview';
import { MenuItemsBuilder } from './menu-items-builder';
import { SecurityContactFields } from './security-contact-fields';

interface HeaderEditorProps {
  initial: HeaderConfig;
  component: AdminGlobalComponent;
}

export function HeaderEditor({ initial, component }: HeaderEditorProps) {
  const canEdit = useCanEdit();
  const form = useForm<HeaderConfig>({ resolver: headerResolver, defaultValues: initial });
  const dirty = canEdit && form.formState.isDirty;
  const { register, control, formState } = form;
  const { save, publish, pending, conflict, newer, reloadTheirs } = useSaveComponent('header', form.setError, {
    component,
    dirty,
  });
  // A save reopens the form on what the server holds (keyed by its time), so only unsaved edits ask.
  useLeaveGuard(dirty);
  const submit = form.handleSubmit((values) => save(withPositionOrder(values)));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Header">
        <Stack gap="5">
          <PublicationControls collection="global-components" item={{ ...component, id: 'header' }} dirty={dirty} />
          <HeaderPreview />
          <fieldset disabled={!canEdit}>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <LogoField name="logoLight" label="Logo (light theme)" />
                <LogoField name="logoDark" label="Logo (dark theme)" />
                <InputField
                  label="Search placeholder"
                  error={formState.errors.searchPlaceholder?.message}
                  {...register('searchPlaceholder')}
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <SwitchField control={control} name="showSearch" label="Show search" />
                <SwitchField control={control} name="showThemeToggle" label="Show theme toggle" />
              </SimpleGrid>
              <MenuItemsBuilder />
              <SecurityContactFields />
            </Stack>
          </fieldset>
          <FormFooter
            pending={pending}
            onPublish={() => void form.handleSubmit((values) => publish(withPositionOrder(values)))()}
            canPublish={dirty || component.publication !== 'published'}
            canEdit={canEdit}
            updatedAt={component.updatedAt}
            updatedBy={component.updatedBy}
            conflict={conflict}
            newer={newer}
            onReloadNewer={reloadTheirs}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
