import { SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { AdminGlobalComponent } from '../../../../../../contract/admin/admin-global-components';
import type { CtaContent } from '../../../../../../contract/global-components/cta-content';
import { CtaContentSchema } from '../../../../../../contract/global-components/cta-content';
import { useLeaveGuard } from '../../../../lib/navigation/use-leave-guard';
import { useCanEdit } from '../../shell/use-can-edit';
import { PublicationControls } from '../../editor/publication-controls';
import { FormFooter } from '../form-footer';
import { InputField, SwitchField, TextareaField } from '../../shell/form-kit';
import { useSaveComponent } from '../save-component';
import { CtaPreview } from './cta-preview';
import { siteAddressListId } from '../site-address-list';

export function CtaEditor({ initial, component }: { initial: CtaContent; component: AdminGlobalComponent }) {
  const canEdit = useCanEdit();
  const form = useForm<CtaContent>({ resolver: zodResolver(CtaContentSchema), defaultValues: initial });
  const dirty = canEdit && form.formState.isDirty;
  const { register, control } = form;
  const errors = form.formState.errors;
  const secondary = useWatch({ control, name: 'secondary' });
  const { save, publish, pending, conflict, newer, reloadTheirs } = useSaveComponent('cta', form.setError, {
    component,
    dirty,
  });
  // A save reopens the form on what the server holds (keyed by its time), so only unsaved edits ask.
  useLeaveGuard(dirty);
  // The secondary button is optional as a whole: switching it off removes it from the content.
  const toggleSecondary = (on: boolean) =>
    form.setValue('secondary', on ? { text: '', link: '/' } : undefined, { shouldDirty: true });

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Call to action">
        <Stack gap="5">
          <PublicationControls collection="global-components" item={{ ...component, id: 'cta' }} dirty={dirty} />
          <CtaPreview />
          <fieldset disabled={!canEdit}>
            <Stack gap="4">
              <SwitchField control={control} name="enabled" label="Show the call to action" />
              <InputField label="Title" error={errors.title?.message} {...register('title')} />
              <TextareaField label="Description" error={errors.description?.message} {...register('description')} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <InputField
                  label="Primary button text"
                  error={errors.primary?.text?.message}
                  {...register('primary.text')}
                />
                <InputField
                  label="Primary button link"
                  list={siteAddressListId}
                  error={errors.primary?.link?.message}
                  {...register('primary.link')}
                />
              </SimpleGrid>
              <Switch.Root
                size="sm"
                checked={secondary !== undefined}
                onCheckedChange={(details) => toggleSecondary(details.checked)}
                disabled={!canEdit}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>Show a secondary button</Switch.Label>
              </Switch.Root>
              {secondary !== undefined && (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <InputField
                    label="Secondary button text"
                    error={errors.secondary?.text?.message}
                    {...register('secondary.text')}
                  />
                  <InputField
                    label="Secondary button link"
                    list={siteAddressListId}
                    error={errors.secondary?.link?.message}
                    {...register('secondary.link')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </fieldset>
          <FormFooter
            pending={pending}
            onPublish={() => void form.handleSubmit(publish)()}
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
