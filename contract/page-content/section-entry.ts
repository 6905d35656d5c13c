import type * as z from 'zod/mini';
import type { SectionFormDescription } from './section-form';

/** Everything the site needs to know about one section type, besides how the public site draws it. */
export interface SectionEntry<Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** What may be stored: the server, the admin form and the public page all validate with it. */
  schema: Schema;
  /** The type's one name: in the admin's add-section menu and section headings, and in search results for a
   * section whose content gives it no title of its own. */
  label: string;
  /** What a newly added section starts with; valid, so adding a section never blocks a save. */
  template: z.input<Schema>;
  /** Drawn as part of the page's first screen (the server's HTML kept, its code loaded up front). */
  opensPage: boolean;
  form: SectionFormDescription;
}

/** Declares a catalogue entry; the generic keeps the entry's own schema type for the template and for parsing. */
export const sectionEntry = <Schema extends z.ZodMiniType>(entry: SectionEntry<Schema>): SectionEntry<Schema> => entry;
