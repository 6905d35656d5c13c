import { describe, expect, it } from 'vitest';
import { sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import type { SingleFormDescription } from '../../../../../../contract/page-content/section-form';
import { formPathOf, formValues, sectionData, sectionResolver } from './section-form-values';

const single = (form: (typeof sectionCatalogue)[keyof typeof sectionCatalogue]['form']): SingleFormDescription => {
  if (form.shape === 'variants') throw new Error('expected a form with one shape');
  return form;
};
const jobs = single(sectionCatalogue.jobListingsSection.form);
const services = single(sectionCatalogue.services.form);
const carousel = single(sectionCatalogue.heroCarousel.form);
const team = single(sectionCatalogue.teamSection.form);

describe('form values', () => {
  it('edits a list of bullet points one per line, dropping blank lines', () => {
    const values = formValues(services, [{ title: 'T', description: 'D', features: ['One', 'Two'] }]);
    expect(values).toEqual({ items: [{ title: 'T', description: 'D', features: 'One\nTwo', icon: '', link: '' }] });
    const edited = { items: [{ ...(values.items as object[])[0], features: 'One\n\n  Three  \n' }] };
    expect(sectionData(services, edited)).toEqual([{ title: 'T', description: 'D', features: ['One', 'Three'] }]);
  });

  it('saves a number as a number and keeps what is not a number for the schema to refuse', () => {
    expect(sectionData(carousel, { ...formValues(carousel, { slides: [] }), intervalSeconds: '12' })).toMatchObject({
      intervalSeconds: 12,
    });
    expect(sectionData(carousel, { ...formValues(carousel, { slides: [] }), intervalSeconds: 'soon' })).toMatchObject({
      intervalSeconds: 'soon',
    });
    expect(sectionData(carousel, formValues(carousel, { slides: [] }))).not.toHaveProperty('intervalSeconds');
  });

  it('drops an optional group and image left blank, and keeps properties the form does not show', () => {
    const slide = { title: 'Ada', description: 'Bio', pronouns: 'she/her' };
    const values = formValues(carousel, { title: 'Slides', slides: [slide], layout: 'grid' });
    expect(sectionData(carousel, values)).toEqual({ title: 'Slides', slides: [slide], layout: 'grid' });
  });

  it('holds a team’s people as their ids, in order, and saves nothing the server filled in', () => {
    const shown = { slug: 'ada', name: 'Ada', role: 'CISO', bio: '', credentials: [], links: [] };
    const values = formValues(team, { title: 'Team', members: [{ personId: 5, person: shown }, { personId: 3 }] });
    expect(values.members).toEqual([{ personId: 5 }, { personId: 3 }]);
    expect(sectionData(team, values)).toEqual({ title: 'Team', members: [{ personId: 5 }, { personId: 3 }] });
  });
});

describe('where a problem is shown', () => {
  it.each([
    [['title'], 'title'],
    [['jobPostings'], 'jobPostings.root'],
    [['jobPostings', 2, 'title'], 'jobPostings.2.title'],
    [['jobPostings', 0, 'requirements', 3], 'jobPostings.0.requirements'],
    [['jobPostings', 0, 'requirements'], 'jobPostings.0.requirements'],
    [['unknown'], 'root'],
    [[], 'root'],
  ] as const)('a problem at %j is shown at %s', (path, formPath) => {
    expect(formPathOf(jobs, path)).toBe(formPath);
  });

  it('maps a bare list and images', () => {
    expect(formPathOf(services, [1, 'features'])).toBe('items.1.features');
    expect(formPathOf(services, [])).toBe('items.root');
    expect(formPathOf(carousel, ['slides', 0, 'image', 'width'])).toBe('slides.0.image.width');
    expect(formPathOf(team, ['members'])).toBe('members');
    expect(formPathOf(team, ['members', 1, 'personId'])).toBe('members');
  });

  it('reports the contract wording at the inputs', async () => {
    const resolver = sectionResolver('jobListingsSection', jobs);
    const values = formValues(jobs, {
      title: '',
      jobPostings: [
        {
          title: 'Analyst',
          department: 'SOC',
          location: 'Remote',
          description: 'D',
          type: 'Full-time',
          salary: '£',
          tags: [],
          requirements: [],
          benefits: ['b'],
          responsibilities: ['r'],
        },
      ],
    });
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({
      title: { message: 'Required' },
      jobPostings: { 0: { requirements: { message: 'Add at least 1 entry' } } },
    });
  });
});
