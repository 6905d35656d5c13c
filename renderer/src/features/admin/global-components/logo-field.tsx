import { Stack, VisuallyHidden } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { ImagePicker } from '../media/image-picker';
import { InputField } from '../shell/form-kit';
import { useCanEdit } from '../shell/use-can-edit';

interface LogoFields {
  logoLight: string;
  logoDark: string;
}

/** A logo's address (a site path such as /brand/logo.svg, or a library picture's), with the library's picker. */
export function LogoField({ name, label }: { name: keyof LogoFields; label: string }) {
  const canEdit = useCanEdit();
  const { register, setValue, getFieldState, formState } = useFormContext<LogoFields>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <Stack gap="1.5" align="flex-start">
      <InputField label={label} error={error} {...register(name)} layout={{ width: 'full' }} />
      {canEdit && (
        <ImagePicker
          triggerLabel={
            <>
              Choose from library<VisuallyHidden> for {label.toLowerCase()}</VisuallyHidden>
            </>
          }
          onPick={(item) => setValue(name, item.url, { shouldDirty: true, shouldValidate: true })}
        />
      )}
    </Stack>
  );
}
