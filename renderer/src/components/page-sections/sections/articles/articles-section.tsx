import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { SectionHeading } from '../section-heading';
import type { SectionRendererProps } from '../section-props';
import { ArticleCard } from './article-card';
import { ArticleFilters } from './article-filters';
import { newestFirst } from './article-list';
import { EmptyPanel } from '../parts/empty-panel';
import { useArticleFilters } from './use-article-filters';

/**
 * News or resources as a grid of cards, newest first, narrowed by topic and type when the pieces differ in
 * either. The filters live in the URL, so a filtered view can be shared; a polite status line says how many show.
 */
export function ArticlesView({ data, id, headingId }: SectionRendererProps<'articles'>) {
  const sorted = useMemo(() => newestFirst(data.items), [data.items]);
  const filters = useArticleFilters(data.items);
  const filtersRef = useRef<HTMLDivElement>(null);
  const shown = sorted.map((article, index) => ({ article, index })).filter(({ article }) => filters.matches(article));

  const clearFilters = () => {
    filters.clear();
    // The pressed button leaves with the empty state; focus goes to the start of the filters, not the page's top.
    filtersRef.current?.querySelector('button')?.focus();
  };

  return (
    <>
      <SectionHeading
        headingId={headingId}
        title={data.title}
        subtitle={data.subtitle}
        description={data.description}
      />
      {filters.available && (
        <Stack gap="4" mb={{ base: '8', md: '10' }}>
          <ArticleFilters filters={filters} ref={filtersRef} />
          <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
            Showing {shown.length} of {sorted.length}
          </Text>
        </Stack>
      )}
      {shown.length === 0 ? (
        <EmptyPanel>
          <Text fontSize="lg" fontWeight="semibold" mb="5">
            Nothing matches these filters.
          </Text>
          <Button colorPalette="brand" variant="outline" borderRadius="full" px="6" onClick={clearFilters}>
            Clear filters
          </Button>
        </EmptyPanel>
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, lg: 3 }}
          gap={{ base: '5', md: '6' }}
          listStyleType="none"
          m="0"
          p="0"
        >
          {shown.map(({ article, index }) => (
            // The position in the full list, so a card keeps its identity as filters hide the others.
            <li key={index}>
              <ArticleCard article={article} titleId={`${id}-article-${index}`} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
