import { Alert, Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SlugKind } from '../../../../../contract/admin/slug-rules';
import { SectionsPreview } from '../../../components/page-sections/sections-preview';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';
import { useSectionsEditorState } from './page-editor-state';
import { PageMetaFields } from './page-meta-fields';
import type { PageMetaValues } from './page-meta-form';
import { pageMetaResolver } from './page-meta-form';
import { describeSaveError } from './save-error';
import { sectionLabel } from './sections/section-labels';
import { SectionsEditor } from './sections/sections-editor';
import { useLeaveGuard } from '../../../lib/navigation/use-leave-guard';

export interface EditorDocument extends PageMetaValues {
  content: Record<string, unknown>;
}

export interface PageEditorProps {
  kind: SlugKind;
  initial: EditorDocument;
  /** The slug as saved, or null for a new page: only a new or changed slug must pass the reserved-slug rule. */
  originalSlug: string | null;
  addressPrefix: string;
  submitLabel: string;
  /** What the toast says after a save, e.g. "Page saved". */
  savedMessage: string;
  onSave: (document: EditorDocument) => Promise<unknown>;
}

/** The page and subpage editor: fields, ordered sections with per-type forms or JSON, and a live preview. */
export function PageEditor({
  kind,
  initial,
  originalSlug,
  addressPrefix,
  submitLabel,
  savedMessage,
  onSave,
}: PageEditorProps) {
  const canEdit = useCanEdit();
  const resolver = useMemo(() => pageMetaResolver(kind, originalSlug), [kind, originalSlug]);
  const form = useForm<PageMetaValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      title: initial.title,
      slug: initial.slug,
      description: initial.description,
      status: initial.status,
    },
  });
  const editor = useSectionsEditorState(initial.content);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty = canEdit && (form.formState.isDirty || editor.changed);
  useLeaveGuard(dirty);

  // Section problems are reported alongside the page fields' own, not only once those pass.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const names = editor.invalid.map((section) => sectionLabel(section.key)).join(', ');
    const blocked = names ? `Fix the sections with errors first: ${names}` : null;
    setSaveError(blocked);
    void form.handleSubmit(async (meta) => {
      if (blocked) return;
      try {
        await onSave({ ...meta, content: editor.content });
        toastSuccess(savedMessage);
      } catch (error) {
        const message = describeSaveError(error, form.setError);
        setSaveError(message);
        toastError('Could not save', message);
      }
    })(event);
  };

  return (
    <Stack gap="6">
      {!canEdit && <ReadOnlyNotice />}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        <chakra.form onSubmit={submit} noValidate aria-label="Page editor">
          <Stack gap="6">
            {saveError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Not saved</Alert.Title>
                  <Alert.Description>{saveError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <chakra.fieldset disabled={!canEdit} minWidth="0">
              <PageMetaFields form={form} addressPrefix={addressPrefix} />
            </chakra.fieldset>
            <SectionsEditor sections={editor.sections} readOnly={!canEdit} dispatch={editor.dispatch} />
            {canEdit && (
              <Flex
                gap="3"
                align="center"
                position="sticky"
                bottom="0"
                bg="bg"
                py="3"
                borderTopWidth="1px"
                borderColor="border"
              >
                <Button type="submit" colorPalette="navy" loading={form.formState.isSubmitting}>
                  {submitLabel}
                </Button>
                <Text color="fg.muted" fontSize="sm" aria-live="polite">
                  {dirty ? 'Unsaved changes' : 'No unsaved changes'}
                </Text>
              </Flex>
            )}
          </Stack>
        </chakra.form>
        <Box
          as="aside"
          aria-labelledby="preview-heading"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          // Beside the form it stays in view while the form scrolls, scrolling on its own when the page is long.
          position={{ xl: 'sticky' }}
          top={{ xl: '4' }}
          maxHeight={{ xl: 'calc(100vh - 2rem)' }}
          overflowX="hidden"
          overflowY={{ xl: 'auto' }}
        >
          <Heading as="h2" size="md" id="preview-heading" px="4" py="3" borderBottomWidth="1px" borderColor="border">
            Preview
          </Heading>
          {/* Beside the form the pane is a third of the screen, but the site's breakpoints follow the window:
              drawn at 60 % it shows the sections as a visitor at about 1.7 times its width would see them. */}
          <Box css={{ zoom: { base: 1, xl: 0.6 } }}>
            <SectionsPreview content={editor.validContent} />
          </Box>
        </Box>
      </Grid>
    </Stack>
  );
}
