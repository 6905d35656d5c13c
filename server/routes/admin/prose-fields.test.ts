import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPageSchema } from '../../../contract/admin/admin-pages';
import type { SectionType } from '../../../contract/page-content/catalogue';
import { sectionCatalogue, sectionTypes } from '../../../contract/page-content/catalogue';
import type { ProseField } from '../../../contract/page-content/prose-fields.test-support';
import { catalogueProseFields, proseFieldsOfData } from '../../../contract/page-content/prose-fields.test-support';
import { seedPages } from '../../db/seed/content/seed-pages';
import { seedSubpages } from '../../db/seed/content/seed-subpages';
import { seedPeople } from '../../db/seed/content/insights/seed-people';
import { withSeedPeople } from '../../db/seed/seed-people-blocks';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

/** The seeded people's ids (a fresh database's), which the seed's team sections name by slug. */
const seededPeopleIds = new Map(seedPeople.map((person, index) => [person.slug, index + 1]));

/** Data for the prose fields neither the seed nor a template fills (an optional group, an empty list's entry). */
const extras: { type: SectionType; data: unknown }[] = [
  // A banner as a list of slides, the older form no seeded page uses since issue 31 gave banners artwork.
  { type: 'banner', data: [{ title: 'News', subtitle: 'What is new', description: 'Announcements and research.' }] },
  {
    type: 'cultureSection',
    data: {
      ...sectionCatalogue.cultureSection.template,
      quote: { text: 'We ship carefully.', author: 'Ada', position: 'Engineer' },
    },
  },
  {
    type: 'jobListingsSection',
    data: {
      title: 'Open positions',
      jobPostings: [
        {
          title: 'Engineer',
          department: 'Engineering',
          location: 'London',
          description: 'Build things.',
          type: 'Full-time',
          salary: 'Competitive',
          tags: [],
          requirements: ['Curiosity'],
          benefits: ['Training'],
          responsibilities: ['Reviews'],
        },
      ],
    },
  },
];

interface Example extends ProseField {
  data: unknown;
  /** The pattern with every `*` the first entry: `items.0.answer`. */
  path: string[];
}

/** The value with `text` at `path`, set on the parent object the path leads to (an optional field is added). */
function withText(value: unknown, path: readonly string[], text: string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return text;
  if (Array.isArray(value))
    return value.map((entry, index) => (String(index) === step ? withText(entry, rest, text) : entry));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [step]: withText(record[step], rest, text) };
}

function reaches(value: unknown, path: readonly string[]): boolean {
  const [step, ...rest] = path;
  if (step === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  if (rest.length === 0) return !Array.isArray(value);
  return reaches((value as Record<string, unknown>)[step], rest);
}

/** One block for each prose field of the catalogue: seeded content, a type's template, or an extra that has it. */
function examples(): Example[] {
  const sources = [
    ...[...seedPages, ...seedSubpages].flatMap((seed) => withSeedPeople(seed.blocks, seededPeopleIds)),
    ...sectionTypes.map((type) => ({ type, data: sectionCatalogue[type].template as unknown })),
    ...extras,
  ];
  const found = new Map<string, Example>();
  for (const { type, data } of sources) {
    for (const field of proseFieldsOfData(type, data)) {
      const path = field.pattern.split('.').map((step) => (step === '*' ? '0' : step));
      const key = `${type} ${field.pattern}`;
      if (!found.has(key) && reaches(data, path)) found.set(key, { ...field, data, path });
    }
  }
  return [...found.values()];
}

let t: TestApp;
let staff: Staff;
let pageId: number;
const all = examples();

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  pageId = await pageIdBySlug(t.app, 'learning');
});
afterAll(() => t.close());

/** A save of the page with one block per example, each holding `text` in its prose field. */
async function save(text: (example: Example) => string) {
  const page = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${pageId}`, staff.viewer)).json());
  const blocks = all.map((example) => ({
    type: example.type,
    data: withText(example.data, example.path, text(example)),
  }));
  const payload = { title: page.title, description: page.description, slug: page.slug, status: page.status, blocks };
  const response = await versionedCall(t.app, 'PUT', `/api/admin/pages/${pageId}`, staff.editor, payload);
  return { response, fields: response.json<{ fields?: Record<string, string> }>().fields ?? {} };
}

const fieldPath = (example: Example) => `blocks.${all.indexOf(example)}.data.${example.path.join('.')}`;

describe('prose fields (issue 28 §2)', () => {
  it('finds an example of every prose field of every block type', () => {
    const covered = new Set(all.map((example) => `${example.type} ${example.pattern}`));
    const missing = catalogueProseFields().filter((field) => !covered.has(`${field.type} ${field.pattern}`));
    expect(missing).toEqual([]);
    expect(all.length).toBeGreaterThan(35);
  });

  it('store bold, italic, lists and links in every prose field', async () => {
    const { response, fields } = await save(() => 'We **secure** *change*: [talk to us](/contact).\n\n- One\n- Two');
    expect(fields).toEqual({});
    expect(response.statusCode).toBe(200);
  });

  it.each(['<img src=x onerror=alert(1)>', 'Hi <script>alert(1)</script>'])(
    'refuse raw HTML (%s) in each prose field with 400 naming the field',
    async (html) => {
      const before = (await call(t.app, 'GET', `/api/admin/pages/${pageId}`, staff.viewer)).body;
      const { response, fields } = await save(() => html);
      expect(response.statusCode).toBe(400);
      expect(fields).toEqual(
        Object.fromEntries(
          all.map((example) => [fieldPath(example), 'HTML is not accepted: use the formatting buttons']),
        ),
      );
      expect((await call(t.app, 'GET', `/api/admin/pages/${pageId}`, staff.viewer)).body).toBe(before);
    },
  );

  it('take headings only where the block is long-form (text blocks, the intro’s body)', async () => {
    const { response, fields } = await save(() => '## Scope\n\nWhat we cover.');
    expect(response.statusCode).toBe(400);
    const short = all.filter((example) => example.kind === 'shortRichText');
    expect(fields).toEqual(
      Object.fromEntries(
        short.map((example) => [
          fieldPath(example),
          'Headings are not used in this field: write the text as paragraphs or a list',
        ]),
      ),
    );
    expect(all.filter((example) => example.kind === 'richText').map((example) => example.pattern)).toEqual([
      'content',
      '*.description',
    ]);
  });
});
