import { Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { sectionCatalogue, sectionTypes } from '../../../../../../contract/page-content/catalogue';
import { SelectField } from '../../shell/form-kit';
import { BlockCard } from './block-card';
import { BlockOutline } from './block-outline';
import type { BlocksAction, EditorBlock } from './blocks-state';
import { sectionLabel } from './section-labels';
import { useUndoableRemove } from './use-undoable-remove';

interface BlocksEditorProps {
  blocks: EditorBlock[];
  readOnly: boolean;
  dispatch: (action: BlocksAction) => void;
}

/** Pages with more blocks than this open with every block folded. */
const foldedFrom = 4;

/**
 * The page's content as an ordered list of blocks: any type any number of times (but one banner, the page's
 * hero), added, duplicated, moved by buttons or Alt+Arrow keys, and removed with an undo.
 */
export function BlocksEditor({ blocks, readOnly, dispatch }: BlocksEditorProps) {
  const hasBanner = blocks.some((block) => block.type === 'banner');
  const available = sectionTypes.filter((type) => type !== 'banner' || !hasBanner);
  const [choice, setChoice] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const undoableDispatch = useUndoableRemove(blocks, dispatch);
  // Stable while the blocks are: each form reports its values to it from an effect that depends on it.
  const cardDispatch = useCallback(
    (action: BlocksAction) => {
      const block = action.type === 'duplicate' && blocks.find((candidate) => candidate.key === action.key);
      if (block) setAnnouncement(`${sectionLabel(block.type)} duplicated below itself`);
      undoableDispatch(action);
    },
    [blocks, undoableDispatch],
  );
  // A long page opens folded, so its blocks read as a list; blocks added later open, ready to fill in.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() =>
    blocks.length > foldedFrom ? new Set(blocks.map((block) => block.key)) : new Set(),
  );
  const setFold = (key: string, fold: boolean) =>
    setFolded((current) => {
      const next = new Set(current);
      if (fold) next.add(key);
      else next.delete(key);
      return next;
    });
  const jump = (key: string) => {
    setFold(key, false);
    // After the unfolded card has been drawn: scroll to it and move focus there, as a link to a heading would.
    requestAnimationFrame(() => {
      const heading = document.getElementById(`${key}-heading`);
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  };
  const onMoved = (block: EditorBlock, by: -1 | 1) => {
    const to = blocks.findIndex((candidate) => candidate.key === block.key) + by;
    setAnnouncement(`${sectionLabel(block.type)} moved to position ${to + 1} of ${blocks.length}`);
  };
  const firstBanner = blocks.find((block) => block.type === 'banner');
  const selected = available.find((type) => type === choice) ?? available[0];

  const add = () => {
    if (!selected) return;
    dispatch({ type: 'add', blockType: selected, data: structuredClone(sectionCatalogue[selected].template) });
    setAnnouncement(`${sectionLabel(selected)} added as block ${blocks.length + 1}`);
    setChoice('');
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Blocks
      </Heading>
      {blocks.length === 0 && <Text color="fg.muted">This page has no blocks yet.</Text>}
      {!readOnly && blocks.length > 1 && (
        // Said where a keyboard is likely; on a phone the buttons are the way.
        <Text color="fg.muted" fontSize="sm" display={{ base: 'none', md: 'block' }}>
          Move a block with its buttons, or with Alt+↑ and Alt+↓ while one of them has focus.
        </Text>
      )}
      <BlockOutline
        blocks={blocks}
        folded={folded}
        onJump={jump}
        onFoldAll={(fold) => setFolded(fold ? new Set(blocks.map((block) => block.key)) : new Set())}
      />
      {blocks.map((block, index) => (
        <BlockCard
          key={block.key}
          block={block}
          index={index}
          count={blocks.length}
          readOnly={readOnly}
          dispatch={cardDispatch}
          folded={folded.has(block.key)}
          onFold={(fold) => setFold(block.key, fold)}
          onMoved={onMoved}
          hiddenBanner={block.type === 'banner' && block !== firstBanner}
        />
      ))}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {!readOnly && (
        <Flex gap="2" align="flex-end" wrap="wrap">
          <SelectField
            label="Block type"
            layout={{ width: { base: 'full', sm: '64' } }}
            options={available.map((type) => ({ value: type, label: sectionLabel(type) }))}
            value={selected ?? ''}
            onChange={(event) => setChoice(event.target.value)}
          />
          <Button size="sm" colorPalette="navy" onClick={add}>
            Add block
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
