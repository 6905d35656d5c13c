import * as z from 'zod/mini';

/**
 * The page fields a stale save is merged on, field by field; `status` is not one: it says what the save does.
 * `meta` is an article's own fields (kind, cover, authors, topics, related services) as one JSON object, merged key
 * by key; pages have none.
 */
export const mergedFields = ['title', 'slug', 'description', 'meta'] as const;
export type MergedField = (typeof mergedFields)[number];

export const mergedFieldLabels: Record<MergedField, string> = {
  title: 'Title',
  slug: 'Slug',
  description: 'Description',
  meta: 'Article details',
};

/**
 * A field that clashed: a page field, or one of an item's own fields inside `meta` by its key ("meta.authorIds"),
 * merged one by one like the page's (`merge-own-fields.ts`). A bare `meta` clashes only when a side's is not an object.
 */
export type ClashField = MergedField | `meta.${string}`;

const ClashFieldSchema = z.union([z.enum(mergedFields), z.templateLiteral(['meta.', z.string()])]);

/** An article's own fields as people call them; a key not named here is shown as it is. */
const ownFieldLabels: Readonly<Partial<Record<string, string>>> = {
  kind: 'Kind',
  cover: 'Cover image',
  authorIds: 'Authors',
  topics: 'Topics',
  relatedPageIds: 'Related services',
};

export const ownFieldKey = (field: ClashField): string | undefined =>
  field.startsWith('meta.') ? field.slice('meta.'.length) : undefined;

export function clashFieldLabel(field: ClashField): string {
  const key = ownFieldKey(field);
  return key === undefined ? mergedFieldLabels[field as MergedField] : (ownFieldLabels[key] ?? key);
}

/** What one side did to a clashing block since the version both started from. */
export const ClashSideSchema = z.enum(['changed', 'removed', 'added']);

/** A block both sides changed: its id, its name as people tell it apart, and its anchor on the page. */
export const BlockClashReportSchema = z.object({
  id: z.string(),
  label: z.string(),
  anchor: z.string(),
  mine: ClashSideSchema,
  theirs: ClashSideSchema,
});
export type BlockClashReport = z.infer<typeof BlockClashReportSchema>;

export const FieldClashReportSchema = z.object({ field: ClashFieldSchema, label: z.string() });
export type FieldClashReport = z.infer<typeof FieldClashReportSchema>;

/**
 * Why a stale save of a page or subpage could not be merged (the 412's `clashes`): the page fields and the blocks
 * both sides changed since the version the save named. Everything else would have combined.
 */
export const EditClashesSchema = z.object({
  fields: z.array(FieldClashReportSchema),
  blocks: z.array(BlockClashReportSchema),
});
export type EditClashes = z.infer<typeof EditClashesSchema>;
