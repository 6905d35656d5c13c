import { sameContent } from './sections/same-content';
import { sectionLabel } from './sections/section-labels';
import type { EditorDocument } from './page-editor';

/** One page field someone else changed: what the editor opened on, and what it is now. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

export type SectionChangeKind = 'added' | 'removed' | 'changed';

export interface SectionChange {
  label: string;
  change: SectionChangeKind;
}

export interface DocumentChanges {
  fields: FieldChange[];
  sections: SectionChange[];
  /** Same sections, same content, another order. */
  reordered: boolean;
}

const fieldLabels = { title: 'Title', slug: 'Slug', description: 'Description', status: 'Status' } as const;

/**
 * What changed between the version an editor opened (`base`) and the one saved meanwhile (`theirs`): each
 * page field by name with both values, and for the content only which sections differ, since a section's
 * own fields are too many to list in a conflict notice.
 */
export function describeChanges(base: EditorDocument, theirs: EditorDocument): DocumentChanges {
  const fields = (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[])
    .filter((field) => base[field] !== theirs[field])
    .map((field) => ({ label: fieldLabels[field], before: base[field], after: theirs[field] }));
  const keys = [...new Set([...Object.keys(base.content), ...Object.keys(theirs.content)])];
  const sections = keys.flatMap((key): SectionChange[] => {
    const label = sectionLabel(key);
    if (!(key in theirs.content)) return [{ label, change: 'removed' }];
    if (!(key in base.content)) return [{ label, change: 'added' }];
    return sameContent({ [key]: base.content[key] }, { [key]: theirs.content[key] })
      ? []
      : [{ label, change: 'changed' }];
  });
  const shared = (content: Record<string, unknown>) =>
    Object.keys(content).filter((key) => key in base.content && key in theirs.content);
  const reordered = shared(base.content).join() !== shared(theirs.content).join();
  return { fields, sections, reordered };
}
