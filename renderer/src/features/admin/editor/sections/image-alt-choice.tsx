import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { mediaLimits } from '../../../../../../contract/media/media-rules';
import { InputField } from '../../shell/form-kit';
import type { ImageValue } from './library-image-value';
import { imageText, withDecorative, withOwnAlt } from './library-image-value';

interface ImageAltChoiceProps {
  form: UseFormReturn<FieldValues>;
  name: string;
  value: ImageValue;
  /** The library's alt text when the picture is a library item; undefined for a site file (its text is its own). */
  libraryAlt: string | undefined;
  isLibrary: boolean;
  /** Read out after each control's text, not shown: which image of which slide or card. */
  where: ReactNode;
  error: string | undefined;
  readOnly: boolean;
}

function Choice(props: {
  label: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * What the picture says to someone who cannot see it: the library's alt text, shown, unless this use gives its
 * own; or nothing, when the editor marks the picture decorative.
 */
export function ImageAltChoice({
  form,
  name,
  value,
  libraryAlt,
  isLibrary,
  where,
  error,
  readOnly,
}: ImageAltChoiceProps) {
  const set = (next: ImageValue) => form.setValue(name, next, { shouldDirty: true, shouldValidate: true });
  const decorative = value.decorative === true;
  const own = !isLibrary || value.ownAlt === true;
  return (
    <Stack gap="2">
      {!decorative && isLibrary && !own && (
        <Stack gap="0.5">
          <Text fontSize="sm" fontWeight="medium">
            Alt text, from the library
          </Text>
          <Text fontSize="sm" color={libraryAlt ? 'fg' : 'fg.muted'}>
            {libraryAlt ?? imageText(value.alt)}
          </Text>
        </Stack>
      )}
      {!decorative && own && (
        <InputField
          label={
            <>
              {isLibrary ? 'Alt text for this use' : 'Alt text'}
              {where}
            </>
          }
          required
          readOnly={readOnly}
          error={error}
          hint="What the picture shows, for people who cannot see it"
          maxLength={mediaLimits.maxAltLength}
          {...form.register(`${name}.alt`)}
        />
      )}
      {!own && !decorative && error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      {isLibrary && !decorative && (
        <Choice
          label={<>Use different alt text here{where}</>}
          checked={own}
          disabled={readOnly}
          onChange={(checked) => set(withOwnAlt(value, checked, libraryAlt))}
        />
      )}
      <Choice
        label={<>Decorative: screen readers skip it{where}</>}
        checked={decorative}
        disabled={readOnly}
        onChange={(checked) => set(withDecorative(value, checked))}
      />
    </Stack>
  );
}
