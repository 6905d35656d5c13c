import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { AdminPerson } from '../../../contract/admin/admin-people';
import { PublicPageSchema } from '../../../contract/pages';
import { TeamSectionSchema } from '../../../contract/page-content/team';
import type { PageRendererModule } from '../../ssr/load-page-renderer';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { useTemporaryWebRoot } from '../../test/temporary-web-root';
import type { Staff } from '../admin/admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from '../admin/admin.test-support';

/** Renders a page as the names its team sections show, read through the in-process API as the real renderer does. */
const teamRenderer: PageRendererModule = {
  async renderPage({ url, fetch }) {
    const answer = await fetch(`/api/public/pages/${url.replace(/^\/+/, '') || 'home'}`);
    const page = PublicPageSchema.parse(await answer.json());
    const names = page.blocks.flatMap((block) =>
      block.type === 'teamSection' ? TeamSectionSchema.parse(block.data).members.map((m) => m.person?.name) : [],
    );
    return { status: 200, head: '', html: `<ul>${names.map((name) => `<li>${name}</li>`).join('')}</ul>`, state: '{}' };
  },
};

const webRoot = useTemporaryWebRoot();
let t: TestApp;
let staff: Staff;

beforeEach(async () => {
  // The caches keep answers for a minute: only a dropped answer shows a row changed behind their backs.
  t = await createTestApp({ webRoot: webRoot(), pageRenderer: teamRenderer, publicCacheTtlMs: 60_000 });
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

async function companyTeam() {
  const response = await t.app.inject('/api/public/pages/company');
  expect(response.statusCode, response.body).toBe(200);
  const page = PublicPageSchema.parse(response.json());
  const block = page.blocks.find((candidate) => candidate.type === 'teamSection');
  return { team: TeamSectionSchema.parse(block?.data), keyed: page.content.teamSection };
}

const personBySlug = async (slug: string) => {
  const list = (await call(t.app, 'GET', '/api/admin/people', staff.viewer)).json<{ items: AdminPerson[] }>();
  const person = list.items.find((candidate) => candidate.slug === slug);
  if (!person) throw new Error(`no person ${slug}`);
  return person;
};

/** What a save of the person sends: the fields they are written with. */
const asWrite = ({ id, slug, name, role, photo, bio, credentials, links }: AdminPerson) => ({
  id,
  write: { slug, name, role, bio, credentials, links, ...(photo ? { photo } : {}) },
});

describe('the team section of a public page', () => {
  it('shows the people it names as they are written in the People collection', async () => {
    const { team, keyed } = await companyTeam();
    expect(team.members.map((member) => member.person?.name)).toEqual([
      'Eleanor Marsh',
      'Daniel Okafor',
      'Sofia Lindqvist',
      'Marcus Reid',
      'Amara Boateng',
      'Tom Hartley',
    ]);
    expect(team.members[0]?.person).toMatchObject({
      slug: 'eleanor-marsh',
      role: 'Founder and Chief Executive',
      credentials: [],
      links: [],
    });
    expect(team.members[0]?.person?.bio).toMatch(/^Eleanor led incident response teams/);
    // The spec's keyed view is built from the same answer.
    expect(keyed).toEqual(team);
  });

  it('leaves out a member whose person is gone, and still answers', async () => {
    await t.app.db.deleteFrom('people').where('slug', '=', 'marcus-reid').execute();
    const { team } = await companyTeam();
    expect(team.members.map((member) => member.person?.name)).not.toContain('Marcus Reid');
    expect(team.members).toHaveLength(5);
  });

  it('stores a member as its person’s id only, whatever else a write sends', async () => {
    const id = await pageIdBySlug(t.app, 'company');
    const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<AdminPage>();
    const eleanor = await personBySlug('eleanor-marsh');
    const shownAs = { slug: 'someone', name: 'Someone', role: 'Role', bio: '', credentials: [], links: [] };
    const blocks = page.blocks.map((block) =>
      block.type === 'teamSection'
        ? {
            ...block,
            data: {
              title: 'Leaders',
              members: [{ personId: eleanor.id, person: { ...shownAs, name: 'Someone else' } }],
            },
          }
        : block,
    );
    const { title, description, slug, status } = page;
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      ...{ title, description, slug, status, blocks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await t.app.db.selectFrom('pages').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.content).toContain(`"members":[{"personId":${eleanor.id}}]`);
    expect((await companyTeam()).team.members.map((member) => member.person?.name)).toEqual(['Eleanor Marsh']);
  });
});

describe('a person shown by a team section', () => {
  it('cannot be deleted: the refusal names the pages', async () => {
    const eleanor = await personBySlug('eleanor-marsh');
    expect(eleanor.shownOn).toEqual(['Company']);
    const response = await call(t.app, 'DELETE', `/api/admin/people/${eleanor.id}`, {
      ...staff.editor,
      'if-match': `"${eleanor.version}"`,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      error: 'Eleanor Marsh is shown by the team section of Company: take them off first',
    });
    expect((await companyTeam()).team.members[0]?.person?.name).toBe('Eleanor Marsh');
  });

  it('cannot be deleted while an article’s team section shows them either: the refusal names the article', async () => {
    const created = await call(t.app, 'POST', '/api/admin/people', staff.editor, {
      slug: 'noor-haddad',
      name: 'Noor Haddad',
      role: 'Incident lead',
      bio: '',
      credentials: [],
      links: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const noor = created.json<AdminPerson>();
    const article = await call(t.app, 'POST', '/api/admin/articles', staff.editor, {
      title: 'Who answered the breach',
      slug: 'who-answered-the-breach',
      description: 'The team behind a weekend’s incident response.',
      kind: 'case-study',
      topics: ['Incident response'],
      blocks: [{ type: 'teamSection', data: { title: 'The team', members: [{ personId: noor.id }] } }],
    });
    expect(article.statusCode, article.body).toBe(201);

    const listed = await personBySlug('noor-haddad');
    expect(listed.shownOn).toEqual(['Who answered the breach']);
    const response = await call(t.app, 'DELETE', `/api/admin/people/${noor.id}`, {
      ...staff.editor,
      'if-match': `"${listed.version}"`,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      error: 'Noor Haddad is shown by the team section of Who answered the breach: take them off first',
    });
  });

  it('drops, when saved, the cached answer and render of the pages that show them', async () => {
    expect((await t.app.inject('/company')).body).toContain('<li>Eleanor Marsh</li>');
    expect((await companyTeam()).team.members[0]?.person?.name).toBe('Eleanor Marsh');
    const eleanor = await personBySlug('eleanor-marsh');
    const { id, write } = asWrite(eleanor);
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/people/${id}`, staff.editor, {
      ...write,
      name: 'Eleanor Marsh-Hale',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await companyTeam()).team.members[0]?.person?.name).toBe('Eleanor Marsh-Hale');
    expect((await t.app.inject('/company')).body).toContain('<li>Eleanor Marsh-Hale</li>');
  });

  it('is found by search on the page that shows them, under their name as it is now', async () => {
    const resultsFor = async (term: string) =>
      (await t.app.inject(`/api/public/search?q=${encodeURIComponent(term)}`)).json<{ results: { path: string }[] }>()
        .results;
    expect((await resultsFor('Amara Boateng')).map((result) => result.path)).toContain('/company');
    const amara = await personBySlug('amara-boateng');
    const { id, write } = asWrite(amara);
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/people/${id}`, staff.editor, {
      ...write,
      name: 'Amara Quaye',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await resultsFor('Amara Quaye')).map((result) => result.path)).toContain('/company');
  });
});
