import { Button, Group, Kbd, Textarea } from '@chakra-ui/react';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import type { TextFieldDescription } from '../../../../../../contract/page-content/section-form';
import { FormField } from '../../shell/form-kit';
import { FieldLabelText } from './field-label';
import type { TextEdit } from './rich-text-editing';
import { linkSelection, prefixLines, wrapSelection } from './rich-text-editing';

interface RichTextFieldProps {
  form: UseFormReturn<FieldValues>;
  field: TextFieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

type Action = {
  label: string;
  shortcut?: string;
  /** Offered only where the field takes headings (`richText`, not `shortRichText`). */
  heading?: boolean;
  edit: (selection: { text: string; start: number; end: number }) => TextEdit;
};

const actions: Action[] = [
  { label: 'Bold', shortcut: 'B', edit: (selection) => wrapSelection(selection, '**', 'bold text') },
  { label: 'Italic', shortcut: 'I', edit: (selection) => wrapSelection(selection, '*', 'italic text') },
  { label: 'Link', shortcut: 'K', edit: linkSelection },
  { label: 'Heading', heading: true, edit: (selection) => prefixLines(selection, () => '## ') },
  { label: 'Subheading', heading: true, edit: (selection) => prefixLines(selection, () => '### ') },
  { label: 'Bulleted list', edit: (selection) => prefixLines(selection, () => '- ') },
  { label: 'Numbered list', edit: (selection) => prefixLines(selection, (index) => `${index + 1}. `) },
];

/**
 * Formatted text, written as the small Markdown subset the site stores (no HTML), with a toolbar and the usual
 * shortcuts (Ctrl or ⌘ with B, I, K) doing the typing of the markup. A short text (an answer, a card) has no
 * heading buttons: its block has the heading.
 */
export function RichTextField({ form, field, name, context, readOnly }: RichTextFieldProps) {
  const headings = field.kind === 'richText';
  const offered = actions.filter((action) => headings || !action.heading);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const { ref, ...input } = form.register(name);
  const where = context.length > 0 ? ` (${context.join(', ')})` : '';

  const apply = (action: Action) => {
    const element = textarea.current;
    if (!element || readOnly) return;
    const edit = action.edit({ text: element.value, start: element.selectionStart, end: element.selectionEnd });
    form.setValue(name, edit.text, { shouldDirty: true, shouldValidate: true });
    element.focus();
    // The value is set through the form; the selection is restored once the textarea shows it.
    requestAnimationFrame(() => element.setSelectionRange(edit.selectionStart, edit.selectionEnd));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const action = offered.find((candidate) => candidate.shortcut?.toLowerCase() === event.key.toLowerCase());
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  const hint = (
    <>
      <Kbd size="sm">**bold**</Kbd> <Kbd size="sm">*italic*</Kbd> <Kbd size="sm">[text](/path)</Kbd>{' '}
      {headings && <Kbd size="sm">## Heading</Kbd>} <Kbd size="sm">- item</Kbd>; a blank line starts a new paragraph;{' '}
      <Kbd size="sm">\*</Kbd> writes an asterisk. No HTML.
    </>
  );
  return (
    <FormField
      label={<FieldLabelText field={field} context={context} />}
      error={error?.message}
      hint={hint}
      readOnly={readOnly}
    >
      {!readOnly && (
        <Group role="toolbar" aria-label={`Formatting of ${field.label.toLowerCase()}${where}`} flexWrap="wrap" gap="1">
          {offered.map((action) => (
            <Button
              key={action.label}
              size="2xs"
              variant="outline"
              // Keeps the text's selection: a toolbar button must not take focus on press.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(action)}
              aria-keyshortcuts={action.shortcut ? `Control+${action.shortcut} Meta+${action.shortcut}` : undefined}
              title={action.shortcut ? `${action.label} (Ctrl+${action.shortcut})` : action.label}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
      <Textarea
        size="sm"
        autoresize
        rows={4}
        {...input}
        ref={(element) => {
          ref(element);
          textarea.current = element;
        }}
        onKeyDown={onKeyDown}
      />
    </FormField>
  );
}
