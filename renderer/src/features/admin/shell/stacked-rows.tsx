import type { SystemStyleObject } from '@chakra-ui/react';
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table whose rows stack below md: each row a block of "Label value" lines, so a wide table (the audit log) reads
 * on a 375 px phone without sideways scrolling. The explicit roles keep it a table to assistive technology once
 * `display` is no longer a table's (some browsers drop the semantics then); the column headers stay, visually
 * hidden, so a cell is still announced with its column.
 */
export const stackedStyles = {
  table: { display: { base: 'block', md: 'table' } },
  header: {
    mdDown: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  body: { display: { base: 'block', md: 'table-row-group' } },
  row: { display: { base: 'block', md: 'table-row' }, py: { base: '2', md: '0' } },
  /** The one cell of a loading or empty row. */
  wholeRow: { display: { base: 'block', md: 'table-cell' } },
  cell: {
    display: { base: 'flex', md: 'table-cell' },
    gap: '3',
    borderBottomWidth: { base: '0', md: '1px' },
    py: { base: '0.5', md: undefined },
  },
} satisfies Record<string, SystemStyleObject>;

export const stackedRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  /** The one cell of a loading or empty row. */
  wholeRow: { display: { base: 'block', md: 'table-cell' } },
  cell: { role: 'cell' },
  columnheader: { role: 'columnheader' },
} as const;

/** A stacked cell: its column's name as a visible label on a phone (read once, from the header), then the value. */
export function StackedCell({ label, children }: { label: string | null; children: ReactNode }) {
  return (
    <>
      {label && (
        <Box as="span" aria-hidden="true" hideFrom="md" fontWeight="semibold" flex="0 0 7.5rem" color="fg.muted">
          {label}
        </Box>
      )}
      <Box as="span" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}
