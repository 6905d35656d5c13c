import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { describedBy, FieldShell } from './field-shell';
// Registers the recipes of the fields rendered here (kept out of the first load).
import '../../../lib/theme/extended-recipes';

interface ResumeDropZoneProps {
  label: string;
  /** The file input's name, under which the browser sends the file when it posts the form itself. */
  name: string;
  accept: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The chosen files, as the native input holds them (react-hook-form's value). */
  value: FileList | undefined;
  onChange: (files: FileList | undefined) => void;
  onBlur?: () => void;
  /** Given the input, so the form can move focus to it (a server error naming the résumé). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** "340 KB", "1.2 MB": the size a person compares with the 5 MB limit. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A drop zone for the résumé: the native file input is stretched invisibly over the zone, so a click, a drop,
 * the keyboard (Tab, then Enter or Space) and screen readers all reach the real control; once a file is chosen
 * the zone shows its name and size with a button that removes it.
 */
export function ResumeDropZone({
  label,
  name,
  accept,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef: formRef,
}: ResumeDropZoneProps) {
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const file = value?.[0];

  const remove = () => {
    onChange(undefined);
    if (inputRef.current) inputRef.current.value = '';
    // The input comes back in the zone's place: focus goes to it, not to the top of the page.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} wide>
      <Box
        position="relative"
        w="full"
        borderWidth="1px"
        borderStyle={file ? 'solid' : 'dashed'}
        borderColor={error ? 'border.error' : dragging ? 'signal.500' : 'border.emphasized'}
        bg={dragging ? 'signal.subtle' : 'bg'}
        borderRadius="l3"
        transition="border-color 0.15s, background-color 0.15s"
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        colorPalette="navy"
      >
        {/* Always there under the zone: it holds the file react-hook-form sends, takes focus for a server error
            about the résumé, and a click beside the file's name picks another. */}
        <Input
          ref={(element: HTMLInputElement | null) => {
            inputRef.current = element;
            formRef?.(element);
          }}
          type="file"
          name={name}
          accept={accept}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          opacity="0"
          cursor="pointer"
          aria-describedby={describedBy(fieldId, error, hint)}
          onChange={(event) => {
            setDragging(false);
            onChange(event.target.files && event.target.files.length > 0 ? event.target.files : undefined);
          }}
          onBlur={onBlur}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
        />
        {file ? (
          <Flex align="center" gap="3" px="4" py="3" position="relative" pointerEvents="none">
            <Box flex="1" minW="0">
              <Text fontWeight="medium" color="fg" truncate>
                {file.name}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {fileSizeText(file.size)}
              </Text>
            </Box>
            <Button
              variant="outline"
              colorPalette="brand"
              size="sm"
              borderRadius="full"
              pointerEvents="auto"
              aria-label={`Remove ${file.name}`}
              onClick={remove}
            >
              Remove
            </Button>
          </Flex>
        ) : (
          <Box px="4" py="5" textAlign="center" pointerEvents="none">
            <Text fontWeight="medium" color="fg">
              Drop your résumé here, or{' '}
              <chakra.span color="signal.fg" textDecoration="underline" textUnderlineOffset="3px">
                choose a file
              </chakra.span>
            </Text>
          </Box>
        )}
      </Box>
    </FieldShell>
  );
}
