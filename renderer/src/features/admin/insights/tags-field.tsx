import { Field, TagsInput } from '@chakra-ui/react';

interface TagsFieldProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  max: number;
  readOnly: boolean;
  hint: string;
  placeholder: string;
  error?: string | undefined;
}

/** Trimmed, without blanks, and each once however it was capitalised (a topic is matched by its slug). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const tag of tags.map((entry) => entry.trim().replace(/\s+/g, ' '))) {
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    clean.push(tag);
  }
  return clean;
}

/**
 * Short labels (an article's topics, a person's credentials) as tags: typed and added with Enter or a comma, or
 * pasted; each removed by its own button. Left by Tab, what was typed is added, not lost.
 */
export function TagsField({ label, value, onChange, max, readOnly, hint, placeholder, error }: TagsFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly} gap="1">
      <TagsInput.Root
        size="sm"
        value={[...value]}
        onValueChange={(details) => onChange(cleanTags(details.value))}
        max={max}
        readOnly={readOnly}
        blurBehavior="add"
        addOnPaste
        delimiter=","
        translations={{ deleteTagTriggerLabel: (tag) => `Remove ${tag}` }}
      >
        <TagsInput.Label>{label}</TagsInput.Label>
        <TagsInput.Control>
          <TagsInput.Items />
          {!readOnly && <TagsInput.Input placeholder={value.length === 0 ? placeholder : undefined} />}
        </TagsInput.Control>
        <TagsInput.HiddenInput />
      </TagsInput.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
