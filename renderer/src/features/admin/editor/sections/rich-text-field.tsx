import { Button, Group, Kbd, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { get, useWatch } from 'react-hook-form';
import type { TextFieldDescription } from '../../../../../../contract/page-content/section-form';
import { FormField } from '../../shell/form-kit';
import { FieldLabelText } from './field-label';
import { LinkDialog } from './link-dialog';
import { LinkHint } from './link-hint';
import { linkAt } from './markdown-links';
import type { TextEdit } from './rich-text-editing';
import { prefixLines, wrapSelection } from './rich-text-editing';
import { useLinkTool } from './use-link-tool';

interface RichTextFieldProps {
  form: UseFormReturn<FieldValues>;
  field: TextFieldDescription;
  name: string;
  context: readonly string[];
  readOnly: boolean;
}

interface Selection {
  text: string;
  start: number;
  end: number;
}

type Action = {
  label: string;
  shortcut?: string;
  /** Offered only where the field takes headings (`richText`, not `shortRichText`). */
  heading?: boolean;
  /** What the action types; none for the link tool, which asks first (link-dialog.tsx). */
  edit?: (selection: Selection) => TextEdit;
};

const actions: Action[] = [
  { label: 'Bold', shortcut: 'B', edit: (selection) => wrapSelection(selection, '**', 'bold text') },
  { label: 'Italic', shortcut: 'I', edit: (selection) => wrapSelection(selection, '*', 'italic text') },
  { label: 'Link', shortcut: 'K' },
  { label: 'Heading', heading: true, edit: (selection) => prefixLines(selection, () => '## ') },
  { label: 'Subheading', heading: true, edit: (selection) => prefixLines(selection, () => '### ') },
  { label: 'Bulleted list', edit: (selection) => prefixLines(selection, () => '- ') },
  { label: 'Numbered list', edit: (selection) => prefixLines(selection, (index) => `${index + 1}. `) },
];

/**
 * Formatted text, written as the small Markdown subset the site stores (no HTML), with a toolbar and the usual
 * shortcuts (Ctrl or ⌘ with B, I, K) doing the typing of the markup. Link opens the link tool; with the caret in
 * a link, the field says where it points. A short text (an answer, a card) has no heading buttons: its block has
 * the heading.
 */
export function RichTextField({ form, field, name, context, readOnly }: RichTextFieldProps) {
  const headings = field.kind === 'richText';
  const offered = actions.filter((action) => headings || !action.heading);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const { ref, onBlur, ...input } = form.register(name);
  const where = context.length > 0 ? ` (${context.join(', ')})` : '';
  const value = useWatch({ control: form.control, name }) as unknown;
  const [caret, setCaret] = useState<{ start: number; end: number } | null>(null);
  const caretLink = caret && typeof value === 'string' ? linkAt({ text: value, ...caret }) : null;

  const noteCaret = (element: HTMLTextAreaElement) =>
    setCaret({ start: element.selectionStart, end: element.selectionEnd });

  const commit = (edit: TextEdit | null) => {
    const element = textarea.current;
    if (!element) return;
    if (edit) form.setValue(name, edit.text, { shouldDirty: true, shouldValidate: true });
    element.focus();
    // The value is set through the form; the selection is restored once the textarea shows it.
    if (edit)
      requestAnimationFrame(() => {
        element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
        noteCaret(element);
      });
  };

  const linkTool = useLinkTool(commit);

  const apply = (action: Action) => {
    const element = textarea.current;
    if (!element || readOnly) return;
    const selection = { text: element.value, start: element.selectionStart, end: element.selectionEnd };
    if (action.edit) commit(action.edit(selection));
    else linkTool.start(selection);
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
              aria-haspopup={action.edit ? undefined : 'dialog'}
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
        onSelect={(event) => noteCaret(event.currentTarget)}
        onBlur={(event) => {
          setCaret(null);
          return onBlur(event);
        }}
      />
      <LinkHint href={caretLink?.href ?? null} />
      {!readOnly && <LinkDialog {...linkTool.dialog} finalFocusEl={() => textarea.current} />}
    </FormField>
  );
}
