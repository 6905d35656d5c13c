import { Badge, Flex, Text, chakra } from '@chakra-ui/react';
import type { KeyboardEventHandler } from 'react';
import type { SearchResult } from '../../../../contract/search/search-result';
import { HighlightedText } from './highlighted-text';
import { onPlainClick } from './plain-click';
import { resultFocusRing } from './result-styles';
import type { ResultTarget } from './use-open-result';

const typeLabels: Record<SearchResult['type'], string> = {
  page: 'Page',
  subpage: 'Subpage',
  article: 'Article',
  person: 'Author',
  content: 'Section',
};

/** Where the hit is: a section in its page, an author by their newest article (they have no page), else the address. */
function whereOf(result: SearchResult): string {
  if (result.type === 'content') return `in ${result.parentTitle ?? result.path}`;
  if (result.type === 'person' && result.parentTitle !== null) return `Author of ${result.parentTitle}`;
  return result.path;
}

interface SearchResultLinkProps {
  result: SearchResult;
  onOpen: (target: ResultTarget) => void;
  onKeyDown: KeyboardEventHandler<HTMLAnchorElement>;
}

/** One hit: title, where it is, and the matched words in context (the snippet for a section, else the description). */
export function SearchResultLink({ result, onOpen, onKeyDown }: SearchResultLinkProps) {
  // The href carries the section too, so a link opened in a new tab still lands on it.
  const href = result.sectionId === null ? result.path : `${result.path}#${result.sectionId}`;
  const where = whereOf(result);
  const [text, ranges] =
    result.type === 'content'
      ? [result.snippet, result.highlights.snippet]
      : [result.description, result.highlights.description];
  return (
    <chakra.a
      href={href}
      data-search-result=""
      onClick={onPlainClick(() => onOpen({ path: result.path, sectionId: result.sectionId }))}
      onKeyDown={onKeyDown}
      display="block"
      px="3"
      py="2.5"
      borderRadius="md"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ ...resultFocusRing, bg: 'bg.muted' }}
    >
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="span" fontWeight="semibold" color="fg">
          <HighlightedText text={result.title} ranges={result.highlights.title} />
        </Text>
        <Badge size="sm" variant="outline">
          {typeLabels[result.type]}
        </Badge>
      </Flex>
      <Text as="span" display="block" fontSize="xs" color="fg.muted">
        {where}
      </Text>
      {text !== '' && (
        <Text as="span" display="block" fontSize="sm" color="fg.muted" mt="1">
          <HighlightedText text={text} ranges={ranges} />
        </Text>
      )}
    </chakra.a>
  );
}
