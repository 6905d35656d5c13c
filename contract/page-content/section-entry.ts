import type * as z from 'zod/mini';
import { withListBounds } from './list-bounds';
import type { SectionFormFor } from './section-form-fit';

/** Everything the site needs to know about one section type, besides how the public site draws it. */
export interface SectionEntry<Schema extends z.ZodMiniType = z.ZodMiniType, Opens extends boolean = boolean> {
  /** What may be stored: the server, the admin form and the public page all validate with it. */
  schema: Schema;
  /** The type's one name: in the admin's add-section menu and section headings, and in search results for a
   * section whose content gives it no title of its own. */
  label: string;
  /** What a newly added section starts with; valid, so adding a section never blocks a save. */
  template: z.input<Schema>;
  /** Drawn as part of the page's first screen (the server's HTML kept, its code loaded up front): the banner
   * wherever it is stored, and such a type when it leads the sections after it. Kept as the literal `true` or
   * `false`, so the renderer's first-load views are checked against it (`OpeningSectionType`). */
  opensPage: Opens;
  /** How the admin edits it; its field names are checked against the schema's data (`section-form-fit.ts`). */
  form: SectionFormFor<z.input<Schema>>;
}

/** Declares a catalogue entry; the generics keep the entry's own schema type (for the template, for parsing and
 * for checking the form's field names) and whether it opens a page. The form's lists take their bounds from the
 * schema. */
export const sectionEntry = <Schema extends z.ZodMiniType, Opens extends boolean>(
  entry: SectionEntry<Schema, Opens>,
): SectionEntry<Schema, Opens> => ({ ...entry, form: withListBounds(entry.form, entry.schema) });
