import { Alert, Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { PageStatus } from '../../../../../contract/pages';
import { useForm, useWatch } from 'react-hook-form';
import type { SlugKind } from '../../../../../contract/admin/slug-rules';
import { SectionsPreview } from '../../../components/page-sections/sections-preview';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import { useCanEdit } from '../shell/use-can-edit';
import { useBlocksEditorState } from './page-editor-state';
import type { MetaLabels } from './page-meta-fields';
import { PageMetaFields } from './page-meta-fields';
import type { PageMetaValues } from './page-meta-form';
import { pageMetaResolver } from './page-meta-form';
import type { Actor } from '../../../../../contract/admin/admin-fields';
import { editClashesOf, editConflictOf } from '../api/edit-version';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import type { MergeChoices } from '../../../../../contract/admin/merge-document';
import { describeChanges } from './conflict-changes';
import type { FieldNaming } from './conflict-clashes';
import { ConflictView, savedBy } from './conflict-view';
import { NewerVersionNotice } from './newer-version-notice';
import { describeSaveError } from './save-error';
import { useNewerVersion } from './use-newer-version';
import type { LiveDocument } from '../api/document-news';
import { usePushedVersion } from '../api/document-news';
import { useSaveConflict } from './use-save-conflict';
import { blockName } from '../../../../../contract/page-content/block-name';
import { BlocksEditor } from './sections/blocks-editor';
import { useLeaveGuard } from '../../../lib/navigation/use-leave-guard';
import { ApiError } from '../../../lib/api/api-error';
import type { DocumentBlock } from './sections/blocks-state';
import { blockWrites, editorBlocks } from './sections/blocks-state';
import type { BlockWrite } from '../../../../../contract/page-content/blocks';
import { UnsavedEditsNotice } from './unsaved-edits-notice';
import { useRetryWhenOnline } from './use-retry-when-online';
import { useUnsavedEdits } from './use-unsaved-edits';
import { usePreviewPeople } from './use-preview-people';

export interface EditorDocument extends PageMetaValues {
  /**
   * An item's own fields beyond a page's (an article's kind, cover, authors, topics, related services) as one JSON
   * object's text, as a merge reads them (`contract/admin/merge-own-fields.ts`); absent for pages.
   */
  meta?: string;
  /** In display order; a block added since the last save has no id yet. */
  blocks: readonly DocumentBlock[];
}

/** What a save sends: the page's fields, its own (`meta`, with an extension) and its blocks (with ids but new ones). */
export interface SavedDocument extends PageMetaValues {
  meta?: string;
  blocks: BlockWrite[];
}

/** A saved page or subpage as the server holds it: the document, its version and who saved it when. */
export interface VersionedDocument extends EditorDocument {
  version: number;
  updatedAt: string;
  updatedBy: Actor;
}

/** What a save of an existing page answers, as far as the editor tells the person. */
export interface SaveAnswer {
  merged?: CurrentVersion;
}

/** For an existing page or subpage: how the editor learns of, and settles, a save made meanwhile. */
export interface EditorVersioning {
  /** The version the editor opened on. */
  version: number;
  /** What the server holds now, read past the query cache so the editor keeps its own text meanwhile. */
  loadCurrent: () => Promise<VersionedDocument>;
  /** Reopens the editor on the server's version, dropping the editor's changes. */
  takeTheirs: () => void;
  /** The item whose event stream tells of saves made while the editor is open. */
  live?: LiveDocument;
}

/**
 * Fields an item has beyond a page's (an article's kind, cover, authors, topics: issue 30), kept by the screen that
 * knows them: the editor draws them after the page's fields, counts them in its unsaved changes, keeps them with
 * the unsaved edits on this device, merges them in a conflict field by field, and hands them to `onSave` as `meta`.
 * `initial` and `loadCurrent` carry them as `meta` too.
 */
export interface EditorExtension {
  /** Given the blocks as they are now, for what is derived from them (an article's reading time). */
  fields: (blocks: readonly DocumentBlock[]) => ReactNode;
  /** Whether they differ from what was saved. */
  changed: boolean;
  /** As they are now, as JSON text (see `EditorDocument.meta`). */
  meta: string;
  /** Puts own fields restored from this device, or settled in a conflict, into the form. */
  reset: (meta: string) => void;
  /** An own field's value as the conflict view shows it (author ids as names); plain text when absent. */
  describe?: FieldNaming['describe'];
}

export interface PageEditorProps {
  kind: SlugKind;
  /** What the title and description are called for this kind of item (an article's description is its summary). */
  metaLabels?: MetaLabels;
  extension?: EditorExtension;
  initial: EditorDocument;
  /** The slug as saved, or null for a new page: only a new or changed slug must pass the reserved-slug rule. */
  originalSlug: string | null;
  addressPrefix: string;
  submitLabel: string;
  /** What the toast says after a save, e.g. "Page saved". */
  savedMessage: string;
  /**
   * Saves; `version` is given only to save over a newer version on purpose, after a conflict. The answer says
   * when the server merged the save with a version saved meanwhile (`merged`: who saved it when).
   */
  onSave: (document: SavedDocument, version?: number) => Promise<SaveAnswer | void>;
  /** Absent for a new page, which has no version yet. */
  versioning?: EditorVersioning;
  /**
   * For a saved page (issue 14 §2): the submit button saves the draft (status draft: a live page stays as it is),
   * "Publish" saves and publishes at once, and `controls` (preview, share, schedule, unpublish) show above the form.
   */
  publishing?: { controls: (dirty: boolean) => ReactNode };
  /**
   * Where this item's unsaved edits are kept on this device ("page:7"), so a crash, a quit or a lost connection
   * loses nothing; absent for a new page.
   */
  unsavedEditsKey?: string;
}

/** Said when a save found no connection; the retry is automatic. */
export const offlineSaveMessage =
  'You are offline. Your changes are kept on this device and will be saved when the connection is back.';

/** The page and subpage editor: fields, ordered blocks with per-type forms or JSON, and a live preview. */
export function PageEditor({
  kind,
  metaLabels,
  extension,
  initial,
  originalSlug,
  addressPrefix,
  submitLabel,
  savedMessage,
  onSave,
  versioning,
  publishing,
  unsavedEditsKey,
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
  const editor = useBlocksEditorState(initial.blocks);
  const previewBlocks = usePreviewPeople(editor.validBlocks);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty = canEdit && (form.formState.isDirty || editor.changed || Boolean(extension?.changed));
  useLeaveGuard(dirty);
  const unsaved = useUnsavedEdits(unsavedEditsKey, initial, versioning?.version);
  const offline = useRetryWhenOnline();
  const values = useWatch({ control: form.control });
  const ownMeta = extension?.meta;
  const withMeta = (document: EditorDocument, meta = ownMeta) =>
    meta === undefined ? document : { ...document, meta };
  // The editor's text as it is now (the conflict view compares it with theirs): `values` changes with each keystroke.
  const mine = useMemo(
    (): EditorDocument => withMeta({ ...form.getValues(), blocks: editor.writes }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, values, editor, ownMeta],
  );
  // The conflict view calls the fields what the form does (an article's description is its summary).
  const describe = extension?.describe;
  const naming = useMemo(
    (): FieldNaming => ({
      labels: metaLabels && { title: metaLabels.title, description: metaLabels.description },
      ...(describe ? { describe } : {}),
    }),
    [metaLabels, describe],
  );
  const conflicts = useSaveConflict(unsaved.baseDocument ?? initial, mine, versioning?.loadCurrent, naming);
  // Taking their version drops this editor's changes on purpose: the kept copy goes with them.
  const takeTheirs = versioning && (() => (unsaved.forget(), versioning.takeTheirs()));
  const newer = useNewerVersion(unsaved.baseVersion ?? versioning?.version, dirty, versioning?.loadCurrent, takeTheirs);
  // Announced, never applied: the form does not change under someone reading or typing in it.
  const pushed = usePushedVersion(versioning?.live, versioning?.version);
  useEffect(() => {
    // Kept a moment after typing stops; not while last time's edits wait for an answer (they would be replaced).
    if (!dirty || unsaved.offered) return;
    const timer = setTimeout(() => unsaved.keep(withMeta({ ...form.getValues(), blocks: editor.writes })), 300);
    return () => clearTimeout(timer);
    // `unsaved` and `form` are stable enough: what should trigger a keep is a change of the edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, values, editor.writes, ownMeta, unsaved.offered]);

  const restoreUnsaved = () => {
    const edits = unsaved.restore();
    if (!edits) return;
    const { blocks, meta: own, ...meta } = edits.document;
    form.reset(meta, { keepDefaultValues: true });
    editor.dispatch({ type: 'reset', blocks: editorBlocks(blocks) });
    // Kept before articles' own fields were (an older entry): those stay as saved.
    if (own !== undefined) extension?.reset(own);
  };

  // What the last save asked for (a draft or a publish), so "Overwrite with mine" after a conflict repeats it.
  const [intent, setIntent] = useState<{ status: PageStatus; message: string } | null>(null);
  const draftIntent = { status: 'draft', message: savedMessage } as const;
  const publishIntent = { status: 'published', message: 'Published' } as const;

  // Block problems are reported alongside the page fields' own, not only once those pass.
  // `blocks` and `own` are given when the editor's state was just reset (a settled conflict), before it re-renders.
  const save =
    (version = unsaved.baseVersion, next = intent, blocks: BlockWrite[] = editor.writes, own = ownMeta) =>
    (event?: FormEvent<HTMLFormElement>) => {
      setIntent(next);
      const names = editor.invalid.map(blockName).join(', ');
      const blocked = names ? `Fix the blocks with errors first: ${names}` : null;
      setSaveError(blocked);
      void form.handleSubmit(async (meta) => {
        if (blocked) return;
        try {
          const status = next ? { status: next.status } : {};
          const answer = await onSave(
            { ...meta, ...status, ...(own === undefined ? {} : { meta: own }), blocks },
            version,
          );
          conflicts.close();
          unsaved.forget();
          // Saved from an older version and merged by the server: the editor now opens on the merged page.
          const message = next?.message ?? savedMessage;
          if (answer?.merged) toastSuccess(message, `Combined with the version ${savedBy(answer.merged)} saved.`);
          else toastSuccess(message);
        } catch (error) {
          const current = versioning && editConflictOf(error);
          // A conflict is not an error to retry: the editor's text stays, and the view beside it asks what to do.
          if (current) return conflicts.open(current, editClashesOf(error));
          if (error instanceof ApiError && error.status === 0 && unsavedEditsKey) {
            unsaved.keep(withMeta({ ...meta, blocks }, own));
            offline.queue(() => save(version, next, blocks, own)());
            return setSaveError(offlineSaveMessage);
          }
          const message = describeSaveError(error, form.setError);
          setSaveError(message);
          toastError('Could not save', message);
        }
      })(event);
    };

  // The person chose, clash by clash: the editor takes the settled version, built on theirs, and saves it over theirs.
  const saveChoices = (choices: MergeChoices) => {
    const settled = conflicts.settle(choices);
    if (!settled) return;
    const { blocks, meta: own, ...meta } = settled.document;
    const settledBlocks = editorBlocks(blocks);
    unsaved.rebase(settled.version, settled.theirs);
    form.reset(meta, { keepDefaultValues: true });
    editor.dispatch({ type: 'reset', blocks: settledBlocks });
    if (own !== undefined) extension?.reset(own);
    conflicts.close();
    save(settled.version, intent, blockWrites(settledBlocks), own)();
  };

  return (
    <Stack gap="6">
      {!canEdit && <ReadOnlyNotice />}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        <chakra.form onSubmit={save(undefined, publishing ? draftIntent : null)} noValidate aria-label="Page editor">
          <Stack gap="6">
            {publishing?.controls(dirty)}
            {unsaved.offered && (
              <UnsavedEditsNotice
                savedAt={unsaved.offered.savedAt}
                onRestore={restoreUnsaved}
                onDiscard={unsaved.forget}
              />
            )}
            {conflicts.conflict && versioning ? (
              <ConflictView
                key={conflicts.conflict.current.version}
                current={conflicts.conflict.current}
                clashes={conflicts.clashes}
                reported={conflicts.conflict.reported}
                busy={form.formState.isSubmitting}
                onSave={saveChoices}
                onReloadTheirs={() => {
                  conflicts.close();
                  takeTheirs?.();
                }}
                onOverwrite={save(conflicts.overVersion)}
              />
            ) : newer.newer && takeTheirs ? (
              <NewerVersionNotice
                current={newer.newer}
                blocksChanged={describeChanges(unsaved.baseDocument ?? initial, newer.newer).blocks.length}
                onReload={takeTheirs}
              />
            ) : (
              pushed &&
              takeTheirs && (
                <NewerVersionNotice
                  current={pushed}
                  blocksChanged={pushed.blocksChanged}
                  dirty={dirty}
                  onReload={takeTheirs}
                />
              )
            )}
            {saveError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{offline.waiting ? 'Waiting for the connection' : 'Not saved'}</Alert.Title>
                  <Alert.Description>{saveError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <chakra.fieldset disabled={!canEdit} minWidth="0">
              <PageMetaFields form={form} addressPrefix={addressPrefix} showStatus={!publishing} labels={metaLabels} />
            </chakra.fieldset>
            {extension?.fields(editor.writes)}
            <BlocksEditor blocks={editor.blocks} readOnly={!canEdit} dispatch={editor.dispatch} />
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
                <Button
                  type="submit"
                  colorPalette="navy"
                  variant={publishing ? 'outline' : 'solid'}
                  loading={form.formState.isSubmitting}
                >
                  {submitLabel}
                </Button>
                {publishing && (
                  <Button
                    colorPalette="navy"
                    loading={form.formState.isSubmitting}
                    onClick={() => save(undefined, publishIntent)()}
                  >
                    Publish
                  </Button>
                )}
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
              drawn at 60 % it shows the blocks as a visitor at about 1.7 times its width would see them. */}
          <Box css={{ zoom: { base: 1, xl: 0.6 } }}>
            <SectionsPreview blocks={previewBlocks} />
          </Box>
        </Box>
      </Grid>
    </Stack>
  );
}
