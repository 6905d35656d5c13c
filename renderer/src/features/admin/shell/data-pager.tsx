import { Button, Flex, Text } from '@chakra-ui/react';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function DataPager({ page, pageSize, total, onPageChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Flex as="nav" aria-label="Pagination" justify="space-between" align="center" gap="3" mt="4" wrap="wrap">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
      </Text>
      <Flex gap="2" align="center">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text fontSize="sm">
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
