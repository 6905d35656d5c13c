import { Mark } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { HighlightRange } from '../../../../contract/search/search-result';

/** Text with its matched ranges wrapped in <mark> elements: React escapes every piece, so content never becomes markup. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  const pieces: ReactNode[] = [];
  let from = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    // Ranges come over the wire: ones out of bounds or overlapping an earlier one are ignored.
    if (start < from || end <= start || end > text.length) continue;
    if (start > from) pieces.push(text.slice(from, start));
    pieces.push(
      <Mark key={start} bg="signal.muted" color="fg" fontWeight="semibold" borderRadius="xs" px="0.5">
        {text.slice(start, end)}
      </Mark>,
    );
    from = end;
  }
  if (from < text.length) pieces.push(text.slice(from));
  return <>{pieces}</>;
}
