import { Badge, Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { blockHeading } from '../../../../../../contract/page-content/block-name';
import type { EditorBlock } from './blocks-state';
import { sectionLabel } from './section-labels';
import { validateSection } from './section-validation';

interface BlockOutlineProps {
  blocks: EditorBlock[];
  folded: ReadonlySet<string>;
  onJump: (key: string) => void;
  onFoldAll: (fold: boolean) => void;
}

/** The page's blocks as a list of links: a long page (home has a dozen blocks) is one jump from any of them. */
export function BlockOutline({ blocks, folded, onJump, onFoldAll }: BlockOutlineProps) {
  if (blocks.length < 2) return null;
  const allFolded = blocks.every((block) => folded.has(block.key));
  return (
    <Box as="nav" aria-label="Block outline" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Flex justify="space-between" align="center" gap="2" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          Outline
        </Text>
        <Button size="xs" variant="ghost" onClick={() => onFoldAll(!allFolded)}>
          {allFolded ? 'Unfold all blocks' : 'Fold all blocks'}
        </Button>
      </Flex>
      {/* minmax(0, …): a long heading is cut short with an ellipsis rather than widening the editor on a phone. */}
      <Box
        as="ol"
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
        gap="1"
      >
        {blocks.map((block, index) => {
          const valid = !block.jsonError && validateSection(block.type, block.data).length === 0;
          const heading = blockHeading(block);
          return (
            <Box as="li" key={block.key} minWidth="0">
              <Flex align="center" gap="2" minWidth="0">
                <Link
                  href={`#${block.key}`}
                  fontSize="sm"
                  minWidth="0"
                  onClick={(event) => {
                    event.preventDefault();
                    onJump(block.key);
                  }}
                >
                  <Text as="span" truncate>
                    {index + 1}. {sectionLabel(block.type)}
                    {heading && ' · '}
                    {heading && (
                      <Text as="span" color="fg.muted">
                        {heading}
                      </Text>
                    )}
                  </Text>
                </Link>
                {!valid && (
                  <Badge colorPalette="red" variant="subtle" size="sm" flexShrink={0}>
                    Has errors
                  </Badge>
                )}
              </Flex>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
