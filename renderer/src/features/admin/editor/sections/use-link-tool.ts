import { useState } from 'react';
import type { LinkDialogProps } from './link-dialog';
import type { MarkdownLink } from './markdown-links';
import { linkAt, unlink, writeLink } from './markdown-links';
import type { TextEdit } from './rich-text-editing';

interface Selection {
  text: string;
  start: number;
  end: number;
}

/**
 * The link tool's state for one rich-text field: what was selected when it opened (and the link the caret was
 * in), kept while the dialog closes so it still shows it; what it chose goes back through `commit`.
 */
export function useLinkTool(commit: (edit: TextEdit | null) => void) {
  const [linking, setLinking] = useState<{ selection: Selection; existing: MarkdownLink | null } | null>(null);
  const [open, setOpen] = useState(false);
  const close = (edit: TextEdit | null) => {
    setOpen(false);
    commit(edit);
  };
  const start = (selection: Selection) => {
    setLinking({ selection, existing: linkAt(selection) });
    setOpen(true);
  };
  const dialog: Omit<LinkDialogProps, 'finalFocusEl'> = {
    open,
    existing: linking?.existing ?? null,
    onClose: () => close(null),
    onPick: (href, title) => linking && close(writeLink(linking.selection, href, title, linking.existing)),
    onRemove: () => linking?.existing && close(unlink(linking.selection.text, linking.existing)),
  };
  return { start, dialog };
}
