import { describe, expect, it } from 'vitest';
import { sectionCatalogue, sectionTypes } from '../../contract/page-content/catalogue';
import { seedPages } from '../../server/db/seed/content/seed-pages';
import { seedSubpages } from '../../server/db/seed/content/seed-subpages';
import { seedPeople } from '../../server/db/seed/content/insights/seed-people';
import { withSeedPeople } from '../../server/db/seed/seed-people-blocks';
import { sameContent } from '../../contract/page-content/same-content';
import { sectionFormFor } from '../../renderer/src/features/admin/editor/sections/section-form-choice';
import { formValues, sectionData } from '../../renderer/src/features/admin/editor/sections/section-form-values';
import { validateSection } from '../../renderer/src/features/admin/editor/sections/section-validation';

/**
 * The admin's forms against real content: every section of the seeded site opens as a form (none is left to
 * JSON), and opening it changes nothing (a form that rewrote what it did not touch would mark every page edited,
 * or worse, save a change nobody made).
 */
// Team sections name people by slug in the seed; a fresh database gives them these ids.
const seededPeopleIds = new Map(seedPeople.map((person, index) => [person.slug, index + 1]));
const seededSections = [...seedPages, ...seedSubpages].flatMap((seed) =>
  withSeedPeople(seed.blocks, seededPeopleIds).map(({ type, data }) => [`${seed.slug} ${type}`, type, data] as const),
);

describe('section forms on the seeded content', () => {
  it('covers every seeded section', () => {
    expect(seededSections.length).toBeGreaterThan(50);
  });

  it.each(seededSections)('%s opens as a form and round-trips unchanged', (_name, type, data) => {
    const choice = sectionFormFor(type, data);
    expect(choice, `${type} has no form for its data`).not.toBeNull();
    if (!choice) return;
    const roundTrip = sectionData(choice.form, formValues(choice.form, data));
    expect(sameContent(roundTrip, data)).toBe(true);
  });
});

describe('catalogue templates', () => {
  it.each(sectionTypes)('%s starts valid, as a form (a team asks for its first person)', (type) => {
    const { template } = sectionCatalogue[type];
    // No person can be named before the editor chooses one: the form says so at the people field.
    const expected = type === 'teamSection' ? [{ path: ['members'], message: 'Choose at least one person' }] : [];
    expect(validateSection(type, template)).toEqual(expected);
    const choice = sectionFormFor(type, template);
    expect(choice).not.toBeNull();
    if (choice) expect(sameContent(sectionData(choice.form, formValues(choice.form, template)), template)).toBe(true);
  });

  it('switching a banner between its shapes keeps its words and stays valid', () => {
    const form = sectionCatalogue.banner.form;
    if (form.shape !== 'variants') throw new Error('the banner has one shape only');
    const text = { title: 'About us', subtitle: 'Who we are', description: 'We secure change.' };
    const [oneMessage, slides, bareSlides] = form.variants;
    const asSlides = slides?.convert(text);
    expect(asSlides).toEqual({
      title: 'About us',
      slides: [{ title: 'About us', subtitle: 'Who we are', description: 'We secure change.' }],
    });
    expect(validateSection('banner', asSlides)).toEqual([]);
    expect(validateSection('banner', oneMessage?.convert(asSlides))).toEqual([]);
    expect(validateSection('banner', bareSlides?.convert(asSlides))).toEqual([]);
  });
});
