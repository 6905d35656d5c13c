import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { AdminGlobalComponent } from '../../../../../../contract/admin/admin-global-components';
import type { FooterContent } from '../../../../../../contract/global-components/footer-content';
import { FooterContentSchema } from '../../../../../../contract/global-components/footer-content';
import { useLeaveGuard } from '../../../../lib/navigation/use-leave-guard';
import { useCanEdit } from '../../shell/use-can-edit';
import { PublicationControls } from '../../editor/publication-controls';
import { FormFooter } from '../form-footer';
import { InputField, TextareaField } from '../../shell/form-kit';
import { useSaveComponent } from '../save-component';
import { FooterPreview } from './footer-preview';
import { LogoField } from '../logo-field';
import { LinkSectionsFields } from './link-sections-fields';
import { SocialLinksFields } from './social-links-fields';

export function FooterEditor({ initial, component }: { initial: FooterContent; component: AdminGlobalComponent }) {
  const canEdit = useCanEdit();
  const form = useForm<FooterContent>({ resolver: zodResolver(FooterContentSchema), defaultValues: initial });
  const dirty = canEdit && form.formState.isDirty;
  const { register } = form;
  const errors = form.formState.errors;
  const { save, publish, pending, conflict, newer, reloadTheirs } = useSaveComponent('footer', form.setError, {
    component,
    dirty,
  });
  // A save reopens the form on what the server holds (keyed by its time), so only unsaved edits ask.
  useLeaveGuard(dirty);

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label="Footer">
        <Stack gap="5">
          <PublicationControls collection="global-components" item={{ ...component, id: 'footer' }} dirty={dirty} />
          <FooterPreview />
          <fieldset disabled={!canEdit}>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <LogoField name="logoLight" label="Logo (light theme)" />
                <LogoField name="logoDark" label="Logo (dark theme)" />
              </SimpleGrid>
              <TextareaField label="Description" error={errors.description?.message} {...register('description')} />
              <SocialLinksFields />
              <LinkSectionsFields />
              <Stack gap="3">
                <Text fontWeight="semibold">Office</Text>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <InputField
                    label="Block title"
                    error={errors.companyInfo?.title?.message}
                    {...register('companyInfo.title')}
                  />
                  <InputField
                    label="Office name"
                    error={errors.companyInfo?.officeName?.message}
                    {...register('companyInfo.officeName')}
                  />
                  <InputField
                    label="Phone"
                    error={errors.companyInfo?.phone?.message}
                    {...register('companyInfo.phone')}
                  />
                  <InputField
                    label="Email"
                    error={errors.companyInfo?.email?.message}
                    {...register('companyInfo.email')}
                  />
                </SimpleGrid>
                <TextareaField
                  label="Address"
                  hint="One line of the postal address per line."
                  rows={4}
                  error={errors.companyInfo?.address?.message}
                  {...register('companyInfo.address')}
                />
              </Stack>
              <InputField label="Copyright text" error={errors.copyrightText?.message} {...register('copyrightText')} />
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
