import { Badge, Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import type { EditorSection } from './sections-state';
import { sectionLabel } from './section-labels';
import { validateSection } from './section-validation';

interface SectionOutlineProps {
  sections: EditorSection[];
  folded: ReadonlySet<string>;
  onJump: (id: string) => void;
  onFoldAll: (fold: boolean) => void;
}

/** The page's sections as a list of links: a long page (home has a dozen sections) is one jump from any of them. */
export function SectionOutline({ sections, folded, onJump, onFoldAll }: SectionOutlineProps) {
  if (sections.length < 2) return null;
  const allFolded = sections.every((section) => folded.has(section.id));
  return (
    <Box as="nav" aria-label="Section outline" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Flex justify="space-between" align="center" gap="2" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          Outline
        </Text>
        <Button size="xs" variant="ghost" onClick={() => onFoldAll(!allFolded)}>
          {allFolded ? 'Unfold all sections' : 'Fold all sections'}
        </Button>
      </Flex>
      <Box as="ol" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="1">
        {sections.map((section, index) => {
          const valid = !section.jsonError && validateSection(section.key, section.data).length === 0;
          return (
            <li key={section.id}>
              <Flex align="center" gap="2">
                <Link
                  href={`#${section.id}`}
                  fontSize="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    onJump(section.id);
                  }}
                >
                  {index + 1}. {sectionLabel(section.key)}
                </Link>
                {!valid && (
                  <Badge colorPalette="red" variant="subtle" size="sm">
                    Has errors
                  </Badge>
                )}
              </Flex>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
