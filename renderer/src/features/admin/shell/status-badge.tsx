import { Badge } from '@chakra-ui/react';
import type { PageStatus } from '../../../../../contract/pages';

const palettes: Record<PageStatus, string> = { draft: 'orange', published: 'green' };

/** Page status as a badge; the text carries the meaning, colour only repeats it. */
export function StatusBadge({ status }: { status: PageStatus }) {
  return (
    <Badge colorPalette={palettes[status]} variant="subtle">
      {status === 'draft' ? 'Draft' : 'Published'}
    </Badge>
  );
}
