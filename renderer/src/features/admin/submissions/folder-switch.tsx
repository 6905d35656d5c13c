import { Button, ButtonGroup } from '@chakra-ui/react';
import type { FolderCounts, SubmissionFolder } from '../../../../../contract/admin/admin-submissions';

interface FolderSwitchProps {
  folder: SubmissionFolder;
  /** Per folder, for the current filters; absent while the first list loads. */
  counts: FolderCounts | undefined;
  onChange: (folder: SubmissionFolder) => void;
}

const labels: Record<SubmissionFolder, string> = { inbox: 'Inbox', spam: 'Spam' };
const folders: readonly SubmissionFolder[] = ['inbox', 'spam'];

/** Inbox or Spam: what failed the spam checks waits apart, never mixed into the list staff work from. */
export function FolderSwitch({ folder, counts, onChange }: FolderSwitchProps) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Folder" mb="3">
      {folders.map((candidate) => (
        <Button
          key={candidate}
          aria-pressed={folder === candidate}
          variant={folder === candidate ? 'solid' : 'outline'}
          colorPalette={folder === candidate ? 'navy' : 'gray'}
          onClick={() => folder !== candidate && onChange(candidate)}
        >
          {labels[candidate]}
          {counts && ` (${counts[candidate]})`}
        </Button>
      ))}
    </ButtonGroup>
  );
}
