import { Badge } from '@chakra-ui/react';
import type { SubmissionStatus } from '../../../../../contract/admin/admin-submissions';

const looks: Record<SubmissionStatus, { palette: string; label: string }> = {
  new: { palette: 'blue', label: 'New' },
  read: { palette: 'gray', label: 'Read' },
  archived: { palette: 'orange', label: 'Archived' },
};

/** The text carries the status; the colour only repeats it. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const look = looks[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle">
      {look.label}
    </Badge>
  );
}
