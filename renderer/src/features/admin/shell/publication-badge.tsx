import { Badge } from '@chakra-ui/react';
import type { PublicationState } from '../../../../../contract/admin/publication';
import { publicationLabels } from '../../../../../contract/admin/publication';

const palettes: Record<PublicationState, string> = {
  published: 'green',
  'draft-pending': 'teal',
  'draft-only': 'orange',
  scheduled: 'purple',
};

/** Where a page stands (issue 14 §2) as a badge; the text carries the meaning, colour only repeats it. */
export function PublicationBadge({ state }: { state: PublicationState }) {
  return (
    <Badge colorPalette={palettes[state]} variant="subtle">
      {publicationLabels[state]}
    </Badge>
  );
}
