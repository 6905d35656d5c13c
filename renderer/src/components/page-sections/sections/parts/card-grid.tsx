import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Column counts chosen so rows fill evenly: three items never wrap to 2 + 1, four sit 2 × 2 then 4 across.
function columnsFor(count: number) {
  if (count <= 1) return { base: 1 };
  if (count === 2) return { base: 1, md: 2 };
  if (count === 3) return { base: 1, lg: 3 };
  if (count === 4) return { base: 1, md: 2, xl: 4 };
  return { base: 1, md: 2, lg: 3 };
}

export function CardGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    <SimpleGrid columns={columnsFor(count)} gap={{ base: '5', md: '6' }}>
      {children}
    </SimpleGrid>
  );
}
