import { Button, Flex, Text } from '@chakra-ui/react';
import type { PageMove, PagedAnswer } from './page-moves';
import { movesOf } from './page-moves';

export interface CursorPagerProps {
  /** The list's answer: how many match, how many are shown, and where the pages around it start. */
  answer: PagedAnswer | undefined;
  /** The page number asked for, for a server that answers without cursors. */
  page: number;
  pageSize: number;
  onMove: (move: PageMove) => void;
  /** "Newer" / "Older" for a log read newest first; "Previous" / "Next" otherwise. */
  labels?: { back: string; forward: string };
}

/**
 * "Newer" / "Older" under a long list (issue 33): back and forward from the page shown, by the answer's cursors
 * (`page-moves.ts`). Plain buttons, so they are reached and pressed from the keyboard like any other.
 */
export function CursorPager({
  answer,
  page,
  pageSize,
  onMove,
  labels = { back: 'Newer', forward: 'Older' },
}: CursorPagerProps) {
  const { back, forward } = movesOf({ answer, page, pageSize });
  const total = answer?.total ?? 0;
  return (
    <Flex as="nav" aria-label="Pagination" justify="space-between" align="center" gap="3" mt="4" wrap="wrap">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {total === 0 ? 'No results' : `Showing ${answer?.items.length ?? 0} of ${total}`}
      </Text>
      <Flex gap="2" align="center">
        <Button size="sm" variant="outline" disabled={!back} onClick={() => back && onMove(back)}>
          {labels.back}
        </Button>
        <Button size="sm" variant="outline" disabled={!forward} onClick={() => forward && onMove(forward)}>
          {labels.forward}
        </Button>
      </Flex>
    </Flex>
  );
}
