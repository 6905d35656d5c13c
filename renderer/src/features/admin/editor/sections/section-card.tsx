import { Badge, Box, Button, ButtonGroup, Flex, Heading, Stack } from '@chakra-ui/react';
import { SelectField } from '../../shell/form-kit';
import { useCallback, useState } from 'react';
import { SectionFieldsForm } from './section-fields-form';
import { sectionFormFor } from './section-form-choice';
import { SectionJsonEditor } from './section-json-editor';
import { sectionLabel } from './section-labels';
import { validateSection } from './section-validation';
import type { EditorSection, SectionsAction } from './sections-state';

interface SectionCardProps {
  section: EditorSection;
  index: number;
  count: number;
  readOnly: boolean;
  dispatch: (action: SectionsAction) => void;
  /** Folded, only the card's header shows: its name, whether it is valid and its controls. */
  folded: boolean;
  onFold: (fold: boolean) => void;
}

export function SectionCard({ section, index, count, readOnly, dispatch, folded, onFold }: SectionCardProps) {
  const label = sectionLabel(section.key);
  // Each view starts from the data as it was when the view opened; switching views re-reads it.
  const [view, setView] = useState(() => ({
    mode: sectionFormFor(section.key, section.data) ? ('form' as const) : ('json' as const),
    initial: section.data,
  }));
  const choice = sectionFormFor(section.key, view.initial);
  const valid = !section.jsonError && validateSection(section.key, section.data).length === 0;
  const { id } = section;
  const onChange = useCallback((data: unknown) => dispatch({ type: 'update', id, data }), [dispatch, id]);
  const onSyntaxError = useCallback(
    (error: string | undefined) => dispatch({ type: 'jsonError', id, error }),
    [dispatch, id],
  );
  // A folded card's form is drawn only once it is first unfolded (then kept, with what was typed): a long page
  // opens folded, and drawing every hidden form made opening it take seconds on a slow machine.
  const [opened, setOpened] = useState(!folded);
  if (!folded && !opened) setOpened(true);
  const headingId = `${id}-heading`;
  const move = (by: -1 | 1) => {
    dispatch({ type: 'move', id, by });
    // Moving a node in the DOM drops its focus; keep keyboard users on the control they used.
    requestAnimationFrame(() => {
      const same = document.getElementById(`${id}-${by < 0 ? 'up' : 'down'}`);
      const other = document.getElementById(`${id}-${by < 0 ? 'down' : 'up'}`);
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };

  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="4"
      scrollMarginTop="4"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb={folded ? '0' : '3'}>
        <Flex align="center" gap="2">
          <Heading as="h3" size="md" id={headingId} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
            {index + 1}. {label}
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
            aria-controls={`${id}-body`}
            aria-label={`${folded ? 'Unfold' : 'Fold'} ${label}`}
            onClick={() => onFold(!folded)}
          >
            {folded ? 'Unfold' : 'Fold'}
          </Button>
          <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={`${label} editor view`}>
            <Button
              aria-pressed={view.mode === 'form'}
              disabled={!sectionFormFor(section.key, section.data) || Boolean(section.jsonError)}
              onClick={() => view.mode !== 'form' && setView({ mode: 'form', initial: section.data })}
            >
              Form
            </Button>
            <Button
              aria-pressed={view.mode === 'json'}
              onClick={() => view.mode !== 'json' && setView({ mode: 'json', initial: section.data })}
            >
              JSON
            </Button>
          </ButtonGroup>
          {!readOnly && (
            <>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Move up ${label}`}
                disabled={index === 0}
                onClick={() => move(-1)}
                id={`${id}-up`}
              >
                Move up
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Move down ${label}`}
                disabled={index === count - 1}
                onClick={() => move(1)}
                id={`${id}-down`}
              >
                Move down
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={`Remove ${label}`}
                onClick={() => dispatch({ type: 'remove', id })}
              >
                Remove
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      <Stack gap="3" id={`${id}-body`} hidden={folded}>
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
                  const data = next.convert(section.data);
                  onChange(data);
                  setView({ mode: 'form', initial: data });
                }}
              />
            )}
            <SectionFieldsForm
              key={choice.variant?.label}
              sectionKey={section.key}
              form={choice.form}
              initial={view.initial}
              readOnly={readOnly}
              onChange={onChange}
            />
          </>
        ) : (
          <SectionJsonEditor
            sectionKey={section.key}
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
