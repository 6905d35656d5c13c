import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../shell/form-kit';
import { useState } from 'react';
import { SectionOutline } from './section-outline';
import { sectionCatalogue, sectionTypes } from '../../../../../../contract/page-content/catalogue';
import { SectionCard } from './section-card';
import { sectionLabel } from './section-labels';
import type { EditorSection, SectionsAction } from './sections-state';
import { useUndoableRemove } from './use-undoable-remove';

interface SectionsEditorProps {
  sections: EditorSection[];
  readOnly: boolean;
  dispatch: (action: SectionsAction) => void;
}

/** Pages with more sections than this open with every section folded. */
const foldedFrom = 4;

/** The page's content as an ordered list of sections; each type appears at most once (content is keyed by type). */
export function SectionsEditor({ sections, readOnly, dispatch }: SectionsEditorProps) {
  const available = sectionTypes.filter((key) => !sections.some((section) => section.key === key));
  const [choice, setChoice] = useState('');
  const cardDispatch = useUndoableRemove(sections, dispatch);
  // A long page opens folded, so its sections read as a list; sections added later open, ready to fill in.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() =>
    sections.length > foldedFrom ? new Set(sections.map((section) => section.id)) : new Set(),
  );
  const setFold = (id: string, fold: boolean) =>
    setFolded((current) => {
      const next = new Set(current);
      if (fold) next.add(id);
      else next.delete(id);
      return next;
    });
  const jump = (id: string) => {
    setFold(id, false);
    // After the unfolded card has been drawn: scroll to it and move focus there, as a link to a heading would.
    requestAnimationFrame(() => {
      const heading = document.getElementById(`${id}-heading`);
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  };
  const selected = available.find((type) => type === choice) ?? available[0];

  const add = () => {
    if (!selected) return;
    dispatch({ type: 'add', key: selected, data: structuredClone(sectionCatalogue[selected].template) });
    setChoice('');
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Sections
      </Heading>
      {sections.length === 0 && <Text color="fg.muted">This page has no sections yet.</Text>}
      <SectionOutline
        sections={sections}
        folded={folded}
        onJump={jump}
        onFoldAll={(fold) => setFolded(fold ? new Set(sections.map((section) => section.id)) : new Set())}
      />
      {sections.map((section, index) => (
        <SectionCard
          key={section.id}
          section={section}
          index={index}
          count={sections.length}
          readOnly={readOnly}
          dispatch={cardDispatch}
          folded={folded.has(section.id)}
          onFold={(fold) => setFold(section.id, fold)}
        />
      ))}
      {!readOnly && available.length > 0 && (
        <Flex gap="2" align="flex-end" wrap="wrap">
          <SelectField
            label="Section type"
            layout={{ width: { base: 'full', sm: '64' } }}
            options={available.map((type) => ({ value: type, label: sectionLabel(type) }))}
            value={selected ?? ''}
            onChange={(event) => setChoice(event.target.value)}
          />
          <Button size="sm" colorPalette="navy" onClick={add}>
            Add section
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
