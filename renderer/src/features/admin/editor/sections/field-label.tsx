import { Text, VisuallyHidden } from '@chakra-ui/react';

interface FieldLabelTextProps {
  field: { label: string; optional: boolean };
  /** Where the field sits, innermost first ("slide 2"): read out by screen readers, so that the many "Title"
   * inputs of a list have names of their own; on screen the item's header already says it. */
  context: readonly string[];
}

/** A field's label: its name, a quiet "optional" where it may stay empty, and where it sits. */
export function FieldLabelText({ field, context }: FieldLabelTextProps) {
  return (
    <>
      {field.label}
      {field.optional && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {' '}
          (optional)
        </Text>
      )}
      {context.length > 0 && (
        <>
          {' '}
          <VisuallyHidden>({context.join(', ')})</VisuallyHidden>
        </>
      )}
    </>
  );
}
