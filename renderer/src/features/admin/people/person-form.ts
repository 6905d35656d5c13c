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
  const name = typeof values.name === 'string' ? values.name : '';
  const slug = typeof values.slug === 'string' && values.slug.trim() !== '' ? values.slug : slugFromTitle(name);
  return { ...values, slug, bio: typeof values.bio === 'string' ? values.bio : '' } as PersonPayload;
}

export const validatePerson = (data: unknown) => schemaIssues(PersonWriteSchema, personPayload(data));

/** The form's starting data: a new person is blank. */
export function personStart(person: AdminPerson | null): Data {
  if (!person) return { name: '', role: '', links: [] };
  const { name, role, slug, photo, bio, credentials, links } = person;
  return { name, role, slug, ...(photo ? { photo } : {}), bio, credentials, links };
}
