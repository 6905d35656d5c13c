import { Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { Article } from '../../../../../../contract/page-content/articles';
import { ArrowRightIcon } from '../../../../components/icons/ui-icons';
import { cardSurface, interactiveCard, stretchedLink } from '../parts/card-surface';
import { SiteLink } from '../site-link';
import { formatArticleDate } from './format-article-date';
import { RichText } from '../parts/rich-text';

/**
 * One piece as a card: its type and topic, the title, the summary, then who wrote it and when. A piece with a
 * link is one click target named by its title (the title's link covers the card); one without reads as text.
 */
export function ArticleCard({ article, titleId }: { article: Article; titleId: string }) {
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="4"
      p={{ base: '6', md: '7' }}
      h="full"
      css={article.link ? { ...cardSurface, ...interactiveCard } : cardSurface}
    >
      <Flex wrap="wrap" align="center" gap="2" fontSize="xs" fontWeight="semibold" lineHeight="1.4">
        <Box as="span" px="2.5" py="1" borderRadius="full" bg="signal.subtle" color="signal.fg">
          {article.kind}
        </Box>
        <Box as="span" color="fg.muted" letterSpacing="0.04em" textTransform="uppercase">
          {article.topic}
        </Box>
      </Flex>
      <Heading as="h3" id={titleId} fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em" lineHeight="1.35">
        {article.link ? (
          <ChakraLink asChild css={stretchedLink}>
            <SiteLink href={article.link}>{article.title}</SiteLink>
          </ChakraLink>
        ) : (
          article.title
        )}
      </Heading>
      <Text asChild color="fg.muted" lineHeight="1.7" textWrap="pretty">
        <RichText source={article.summary} />
      </Text>
      <Flex mt="auto" pt="4" borderTopWidth="1px" borderColor="border" align="center" gap="3" fontSize="sm">
        <Text flex="1" color="fg.muted">
          By{' '}
          <Box as="span" color="fg" fontWeight="medium">
            {article.author}
          </Box>
          {' · '}
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
        </Text>
        {article.link && (
          <Box color="signal.fg" flexShrink={0}>
            <ArrowRightIcon size={16} />
          </Box>
        )}
      </Flex>
    </Stack>
  );
}
