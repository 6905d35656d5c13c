import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { EditClashes } from '../../../../../contract/admin/edit-clashes';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import type { MergeChoices } from '../../../../../contract/admin/merge-document';
import type { MergeChoice } from '../../../../../contract/page-content/merge-blocks';
import { nounFor } from '../../../../../contract/plural';
import { formatDateTime } from '../shell/format-date';
import type { ClashItem } from './conflict-clashes';
import { ClashChoice } from './conflict-choice';

export interface ConflictViewProps {
  current: CurrentVersion;
  /** What clashes, once their version is read; undefined while it loads (or when it cannot be read). */
  clashes: ClashItem[] | undefined;
  /** What the server named as clashing, shown until their version is read. */
  reported: EditClashes | undefined;
  busy: boolean;
  /** Saves mine and theirs merged, each clash settled as chosen. */
  onSave: (choices: MergeChoices) => void;
  onReloadTheirs: () => void;
  /** Only while their version is not read: saves mine over theirs whole. */
  onOverwrite: () => void;
}

export const savedBy = (current: CurrentVersion) =>
  `${current.updatedBy?.displayName ?? 'someone'} at ${formatDateTime(current.updatedAt)}`;

function mergeChoices(clashes: readonly ClashItem[], chosen: Record<string, MergeChoice>): MergeChoices {
  const fields: NonNullable<MergeChoices['fields']> = {};
  const blocks: Record<string, MergeChoice> = {};
  for (const clash of clashes) {
    const choice = chosen[clash.key];
    if (choice && clash.kind === 'field') fields[clash.field] = choice;
    if (choice && clash.kind === 'block') blocks[clash.id] = choice;
  }
  return { fields, blocks };
}

// Enter in a radio button would submit the editor's form (a save of the stale version) instead of choosing;
// on a button it stays the button's.
const keepEnterFromForm = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

/**
 * A save the server could not merge (412): someone saved meanwhile and changed some of the same fields or blocks.
 * Everything else combines; this shows only the clashing parts, both versions side by side, and asks which to
 * keep of each, then saves the result over their version. The editor keeps its own text underneath, and
 * "Reload theirs" drops it.
 */
export function ConflictView(props: ConflictViewProps) {
  const { current, clashes, reported, busy, onSave, onReloadTheirs, onOverwrite } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<Record<string, MergeChoice>>({});
  const [asked, setAsked] = useState(false);
  // Focus comes here when the view opens, so keyboard and screen reader users learn of it where they are.
  useEffect(() => heading.current?.focus(), []);

  const missing = (clashes ?? []).filter((clash) => !chosen[clash.key]);
  const save = () => {
    setAsked(true);
    if (clashes && missing.length === 0) onSave(mergeChoices(clashes, chosen));
    else document.getElementById(`keep-${missing[0]?.key ?? ''}-mine`)?.focus();
  };
  const reportedNames = reported && [...reported.fields, ...reported.blocks].map((clash) => clash.label);
  const theirName = `Theirs (${current.updatedBy?.displayName ?? 'someone'})`;

  return (
    <Alert.Root status="warning" role="region" aria-labelledby={headingId} onKeyDown={keepEnterFromForm}>
      {/* On a phone the clashes need the width more than the icon does. */}
      <Alert.Indicator hideBelow="md" />
      <Alert.Content gap="3" minWidth="0">
        <Heading as="h2" size="sm" id={headingId} ref={heading} tabIndex={-1} outline="none">
          Not saved: {savedBy(current)} saved a newer version meanwhile
        </Heading>
        {!clashes && (
          <Stack gap="1">
            {reportedNames && <Text>Changed on both sides: {reportedNames.join(', ')}.</Text>}
            <Text>Your changes are still here. Loading their version…</Text>
          </Stack>
        )}
        {clashes && clashes.length === 0 && (
          <Text>Nothing clashes any more: their changes and yours combine when you save.</Text>
        )}
        {clashes && clashes.length > 0 && (
          <>
            <Text>
              Their other changes and yours combine. You both changed{' '}
              {nounFor(clashes.length, { one: 'this', other: 'these' })}: choose which version to keep, then save.
            </Text>
            {clashes.map((clash) => (
              <ClashChoice
                key={clash.key}
                item={clash}
                theirName={theirName}
                choice={chosen[clash.key]}
                onChoose={(choice) => setChosen((before) => ({ ...before, [clash.key]: choice }))}
                missing={asked && !chosen[clash.key]}
              />
            ))}
          </>
        )}
        <Flex gap="3" wrap="wrap">
          {clashes ? (
            <Button size="sm" colorPalette="navy" onClick={save} loading={busy}>
              {clashes.length === 0 ? 'Save combined version' : 'Save with these choices'}
            </Button>
          ) : (
            <Button size="sm" colorPalette="red" onClick={() => onOverwrite()} loading={busy}>
              Overwrite with mine
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onReloadTheirs()} disabled={busy}>
            Reload theirs
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}
