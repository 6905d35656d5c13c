import { Textarea } from '@chakra-ui/react';
import { FormField } from '../../shell/form-kit';
import { useState } from 'react';
import { describeIssue, validateSection } from './section-validation';

interface SectionJsonEditorProps {
  sectionKey: string;
  label: string;
  initial: unknown;
  readOnly: boolean;
  onChange: (data: unknown) => void;
  onSyntaxError: (error: string | undefined) => void;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A block's data as JSON, checked on every keystroke: first as JSON, then against its type's schema. */
export function SectionJsonEditor({
  sectionKey,
  label,
  initial,
  readOnly,
  onChange,
  onSyntaxError,
}: SectionJsonEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const parsed = parse(text);
  const issues = parsed.ok ? validateSection(sectionKey, parsed.value) : [];
  const problem = parsed.ok ? issues.map(describeIssue).join('; ') : parsed.error;

  const edit = (next: string) => {
    setText(next);
    const result = parse(next);
    if (result.ok) onChange(result.value);
    else onSyntaxError(result.error);
  };

  return (
    <FormField
      label={`${label} JSON`}
      error={problem || undefined}
      hint={`Valid ${label.toLowerCase()} block`}
      readOnly={readOnly}
    >
      <Textarea
        value={text}
        onChange={(event) => edit(event.target.value)}
        fontFamily="mono"
        fontSize="sm"
        rows={12}
        spellCheck={false}
        autoresize
        maxHeight="32rem"
      />
    </FormField>
  );
}
