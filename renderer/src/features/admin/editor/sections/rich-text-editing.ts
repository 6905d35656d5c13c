/** Pure edits of a rich-text field's value for its toolbar: each returns the new text and what to select. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

interface Selection {
  text: string;
  start: number;
  end: number;
}

/** Wraps the selection in a marker (`**` bold, `*` italic); with nothing selected, inserts a placeholder to type over. */
export function wrapSelection({ text, start, end }: Selection, marker: string, placeholder: string): TextEdit {
  const selected = text.slice(start, end) || placeholder;
  const inserted = `${marker}${selected}${marker}`;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + selected.length,
  };
}

const linePrefixes = /^(#{2,3}\s+|[-*]\s+|\d{1,3}[.)]\s+)/;

/**
 * Starts every line the selection touches with a prefix (`## `, `- `, `1. `), replacing another block prefix;
 * applied again to lines that already have it, takes it away.
 */
export function prefixLines({ text, start, end }: Selection, prefix: (index: number) => string): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const to = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(from, to).split('\n');
  const removing = lines.every((line, index) => line.startsWith(prefix(index)));
  const changed = lines
    .map((line, index) =>
      removing ? line.slice(prefix(index).length) : prefix(index) + line.replace(linePrefixes, ''),
    )
    .join('\n');
  return {
    text: text.slice(0, from) + changed + text.slice(to),
    selectionStart: from,
    selectionEnd: from + changed.length,
  };
}
