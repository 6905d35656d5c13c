import { Badge, Box, Button, ButtonGroup, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useCallback, useState } from 'react';
import { SelectField } from '../../shell/form-kit';
import { blockHeading } from '../../../../../../contract/page-content/block-name';
import type { BlocksAction, EditorBlock } from './blocks-state';
import { SectionFieldsForm } from './section-fields-form';
import { sectionFormFor } from './section-form-choice';
import { SectionJsonEditor } from './section-json-editor';
import { sectionLabel } from './section-labels';
import { validateSection } from './section-validation';

interface BlockCardProps {
  block: EditorBlock;
  index: number;
  count: number;
  readOnly: boolean;
  dispatch: (action: BlocksAction) => void;
  /** Folded, only the card's header shows: its name, whether it is valid and its controls. */
  folded: boolean;
  onFold: (fold: boolean) => void;
  /** Moved by its buttons or by Alt+Arrow keys in its header; the editor says so to screen readers. */
  onMoved: (block: EditorBlock, by: -1 | 1) => void;
  /** A banner after the page's first: the public page shows only the first one. */
  hiddenBanner: boolean;
}

const moveKeys: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowDown: 1 };

export function BlockCard(props: BlockCardProps) {
  const { block, index, count, readOnly, dispatch, folded, onFold, onMoved, hiddenBanner } = props;
  const label = sectionLabel(block.type);
  const heading = blockHeading(block);
  // Numbered, so two blocks of one type have buttons of their own names.
  const name = `${index + 1}. ${label}`;
  // Each view starts from the data as it was when the view opened; switching views re-reads it.
  const [view, setView] = useState(() => ({
    mode: sectionFormFor(block.type, block.data) ? ('form' as const) : ('json' as const),
    initial: block.data,
  }));
  const choice = sectionFormFor(block.type, view.initial);
  const valid = !block.jsonError && validateSection(block.type, block.data).length === 0;
  const { key } = block;
  const onChange = useCallback((data: unknown) => dispatch({ type: 'update', key, data }), [dispatch, key]);
  const onSyntaxError = useCallback(
    (error: string | undefined) => dispatch({ type: 'jsonError', key, error }),
    [dispatch, key],
  );
  // A folded card's form is drawn only once it is first unfolded (then kept, with what was typed): a long page
  // opens folded, and drawing every hidden form made opening it take seconds on a slow machine.
  const [opened, setOpened] = useState(!folded);
  if (!folded && !opened) setOpened(true);
  const headingId = `${key}-heading`;
  const canMove = (by: -1 | 1) => !readOnly && index + by >= 0 && index + by < count;
  const move = (by: -1 | 1, keepFocusOn?: Element | null) => {
    if (!canMove(by)) return;
    dispatch({ type: 'move', key, by });
    onMoved(block, by);
    // Moving a node in the DOM drops its focus; keep keyboard users on the control they used (the same move
    // button while it still can move, else the other one), or where the shortcut was pressed.
    requestAnimationFrame(() => {
      if (keepFocusOn instanceof HTMLElement && !(keepFocusOn instanceof HTMLButtonElement && keepFocusOn.disabled)) {
        keepFocusOn.focus();
        if (document.activeElement === keepFocusOn) return;
      }
      const same = document.getElementById(`${key}-${by < 0 ? 'up' : 'down'}`);
      const other = document.getElementById(`${key}-${by < 0 ? 'down' : 'up'}`);
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };
  const onHeaderKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = moveKeys[event.key];
    if (!event.altKey || by === undefined || readOnly) return;
    event.preventDefault();
    move(by, document.activeElement);
  };

  return (
    <Box
      as="section"
      id={key}
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p={{ base: '3', md: '4' }}
      scrollMarginTop="4"
    >
      {/* The keys move the block only from its header's controls; inside the form, Alt+Arrow stays the text's. */}
      <Flex
        justify="space-between"
        align="center"
        gap="3"
        wrap="wrap"
        mb={folded ? '0' : '3'}
        onKeyDown={onHeaderKeyDown}
      >
        <Flex align="center" gap="2" minWidth="0" wrap="wrap">
          <Heading
            as="h3"
            size="md"
            id={headingId}
            tabIndex={-1}
            _focusVisible={{ outline: 'none' }}
            minWidth="0"
            overflowWrap="anywhere"
          >
            {name}
            {heading && ' · '}
            {heading && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {heading}
              </Text>
            )}
          </Heading>
          <Badge colorPalette={valid ? 'green' : 'red'} variant="subtle">
            {valid ? 'Valid' : 'Has errors'}
          </Badge>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="ghost"
            aria-expanded={!folded}
            aria-controls={`${key}-body`}
            aria-label={`${folded ? 'Unfold' : 'Fold'} ${name}`}
            onClick={() => onFold(!folded)}
          >
            {folded ? 'Unfold' : 'Fold'}
          </Button>
          <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={`${name} editor view`}>
            <Button
              aria-pressed={view.mode === 'form'}
              disabled={!sectionFormFor(block.type, block.data) || Boolean(block.jsonError)}
              onClick={() => view.mode !== 'form' && setView({ mode: 'form', initial: block.data })}
            >
              Form
            </Button>
            <Button
              aria-pressed={view.mode === 'json'}
              onClick={() => view.mode !== 'json' && setView({ mode: 'json', initial: block.data })}
            >
              JSON
            </Button>
          </ButtonGroup>
          {!readOnly && (
            <>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Move up ${name}`}
                aria-keyshortcuts="Alt+ArrowUp"
                disabled={!canMove(-1)}
                onClick={() => move(-1)}
                id={`${key}-up`}
              >
                Move up
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Move down ${name}`}
                aria-keyshortcuts="Alt+ArrowDown"
                disabled={!canMove(1)}
                onClick={() => move(1)}
                id={`${key}-down`}
              >
                Move down
              </Button>
              {/* A page shows one banner: a copy of it would never be seen. */}
              {block.type !== 'banner' && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Duplicate ${name}`}
                  onClick={() => dispatch({ type: 'duplicate', key })}
                >
                  Duplicate
                </Button>
              )}
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={`Remove ${name}`}
                onClick={() => dispatch({ type: 'remove', key })}
              >
                Remove
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      {hiddenBanner && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Visitors see only the page’s first banner; this one is not shown.
        </Text>
      )}
      <Stack gap="3" id={`${key}-body`} hidden={folded}>
        {!opened ? null : view.mode === 'form' && choice ? (
          <>
            {choice.variant && (
              <SelectField
                label={`${label} layout`}
                layout={{ width: { base: 'full', sm: '72' } }}
                disabled={readOnly}
                options={choice.variants.map((variant) => ({ value: variant.label, label: variant.label }))}
                value={choice.variant.label}
                onChange={(event) => {
                  const next = choice.variants.find((variant) => variant.label === event.target.value);
                  if (!next) return;
                  const data = next.convert(block.data);
                  onChange(data);
                  setView({ mode: 'form', initial: data });
                }}
              />
            )}
            <SectionFieldsForm
              key={choice.variant?.label}
              sectionKey={block.type}
              form={choice.form}
              initial={view.initial}
              readOnly={readOnly}
              onChange={onChange}
            />
          </>
        ) : (
          <SectionJsonEditor
            sectionKey={block.type}
            label={label}
            initial={view.initial}
            readOnly={readOnly}
            onChange={onChange}
            onSyntaxError={onSyntaxError}
          />
        )}
      </Stack>
    </Box>
  );
}
