import type { AdminPerson, PersonPayload } from '../../../../../contract/admin/admin-people';
import { PersonWriteSchema } from '../../../../../contract/admin/admin-people';
import { slugFromTitle } from '../../../../../contract/admin/slug-rules';
import {
  imageField,
  linesField,
  listField,
  objectForm,
  shortRichTextField,
  textField,
} from '../../../../../contract/page-content/section-form';
import type { SectionIssue } from '../editor/sections/section-validation';
import { schemaIssues } from '../editor/sections/section-validation';

/**
 * A person's form, described as a section's is (issue 30), so it is drawn by the same fields: the media picker for
 * the photo, the rich text field for the bio, a repeated group for the profile links.
 */
export const personForm = objectForm(
  textField('name', 'Name'),
  textField('role', 'Role'),
  textField('slug', 'Slug', { optional: true }),
  imageField('photo', 'Photo', { optional: true }),
  shortRichTextField('bio', 'Short bio', { optional: true }),
  linesField('credentials', 'Credentials', { optional: true }),
  listField('links', 'Profile links', {
    itemLabel: 'Link',
    summaryField: 'label',
    fields: [textField('label', 'Label'), textField('url', 'Address (https://…)')],
  }),
);

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;

/** What a save sends: a slug left blank is made from the name, as a new page's is from its title. */
export function personPayload(data: unknown): PersonPayload {
  const values = isData(data) ? data : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = text(values.name);
  const slug = text(values.slug).trim() === '' ? slugFromTitle(name) : text(values.slug);
  // A blank field is absent in the form's data: sent as '', so the schema says "Enter a name", not "Required".
  return { ...values, name, role: text(values.role), slug, bio: text(values.bio) } as PersonPayload;
}

const typedSlug = (data: unknown) => isData(data) && typeof data.slug === 'string' && data.slug.trim() !== '';

/** What the server would refuse; a slug left blank is the name's, whose own problem is the one to fix. */
export function validatePerson(data: unknown) {
  const issues = schemaIssues(PersonWriteSchema, personPayload(data));
  return typedSlug(data) ? issues : issues.filter((issue) => issue.path[0] !== 'slug');
}

/** The form's starting data: a new person is blank. */
export function personStart(person: AdminPerson | null): Data {
  if (!person) return { name: '', role: '', links: [] };
  const { name, role, slug, photo, bio, credentials, links } = person;
  return { name, role, slug, ...(photo ? { photo } : {}), bio, credentials, links };
}

/** A problem named by the field's label, as the form shows it: "Name: Enter a name", "Link 2, Label: …". */
export function describePersonIssue(issue: SectionIssue): string {
  const [name, index, part] = issue.path;
  const field = personForm.fields.find((entry) => entry.name === name);
  if (!field) return issue.message;
  if (field.kind !== 'list' || typeof index !== 'number') return `${field.label}: ${issue.message}`;
  const partLabel = field.fields.find((entry) => entry.name === part)?.label;
  return `${field.itemLabel} ${index + 1}${partLabel ? `, ${partLabel}` : ''}: ${issue.message}`;
}
