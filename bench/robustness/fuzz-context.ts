import type { Collection, Pools, Versioned } from './fuzz-live';
import { byCollection, collections, remember, versionKey } from './fuzz-live';
import { setUpMedia } from './fuzz-setup-media';
import { createSubmissions } from './fuzz-setup-submissions';
import type { PublicInsights } from './fuzz-setup-insights';
import { articleWrite, personWrite, readPublicInsights, setUpInsights } from './fuzz-setup-insights';
import type { People } from './fuzz-setup-people';
import type { Json } from './fuzz-values';
import type { HarnessCall } from './harness-http';
import { harnessExpect } from './harness-http';

/**
 * What the seeds need to reach past each route's first checks, gathered once with well-formed requests:
 * ids that exist, a valid body per kind of item to corrupt one field at a time, throwaway content for the
 * destructive routes (deletes, publishing, restores), and the people of fuzz-setup-people.ts.
 */
export interface FuzzContext extends Omit<People, 'accounts'> {
  /** The seeded items of each collection: read, and only one of each saved (with its own content). */
  seededIds: Record<Collection, number[]>;
  /** That one: the home page, the first seeded subpage and article. */
  savedSeededIds: Record<Collection, number>;
  /** Items the fuzz may change, unpublish or delete without emptying the public site. */
  disposableIds: Record<Collection, number[]>;
  /** A valid save of each item the seeds save (its own content, so a save changes nothing of note). */
  writeBodies: Record<string, Record<string, Json>>;
  componentBases: Record<'header' | 'footer' | 'cta', Json>;
  revisionIds: Record<Versioned, number[]>;
  contactEmails: string[];
  publicSlugs: string[];
  subpagePaths: [string, string][];
  /** People of the Insights (authors): the seeded ones are only read. */
  seededPersonIds: number[];
  disposablePersonIds: number[];
  publicInsights: PublicInsights;
}

function pageWrite(item: Record<string, Json>): Record<string, Json> {
  const { title, description, slug, status, blocks } = item;
  return { title: title ?? '', description: description ?? '', slug: slug ?? '', status: status ?? '', blocks };
}

const itemWrite = (collection: Collection, item: Record<string, Json>) =>
  collection === 'articles' ? articleWrite(item) : pageWrite(item);

export async function gatherContext(port: number, people: People, pools: Pools, versions: Map<string, number>) {
  const token = people.accounts.admin.token;
  const admin = async (method: string, url: string, call: HarnessCall = {}) => {
    const answer = await harnessExpect(port, method, url, { token, ...call });
    const tag = /^"(\d+)"$/.exec(String(answer.headers.etag ?? ''))?.[1];
    // Only an item's own address: a create under it (`/pages/12/subpages`) answers with another item.
    const key = /^\/api\/admin\/[^/]+\/[^/?]+$/.test(url) ? versionKey(url) : null;
    if (tag !== undefined && key) versions.set(key, Number(tag));
    return answer.json as Record<string, Json>;
  };
  const item = (collection: Collection, id: number) => admin('GET', `/api/admin/${collection}/${id}`);
  const save = async (url: string, body: Json) => {
    const current = await harnessExpect(port, 'GET', url, { token });
    return admin('PUT', url, { body, ifMatch: String(current.headers.etag ?? '') });
  };
  const list = (json: unknown) => (json as { items: { id: number; slug: string; subpageCount: number }[] }).items;

  const pages = list(await admin('GET', '/api/admin/pages?pageSize=100'));
  const home = pages.find((page) => page.slug === 'home') ?? pages[0];
  const parent = pages.find((page) => page.subpageCount > 0);
  if (!home || !parent) throw new Error('fuzz setup: the seeded pages are missing');
  const seededSubpageIds = list(await admin('GET', `/api/admin/pages/${parent.id}/subpages?pageSize=100`)).map(
    (row) => row.id,
  );
  const disposablePageIds: number[] = [];
  const disposableSubpageIds: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    const page = await admin('POST', '/api/admin/pages', {
      body: { title: `Fuzz ${index}`, slug: `fuzz-page-${index}` },
    });
    disposablePageIds.push(Number(page.id));
    const sub = await admin('POST', `/api/admin/pages/${String(page.id)}/subpages`, {
      body: { title: `Fuzz sub ${index}`, slug: `fuzz-sub-${index}` },
    });
    disposableSubpageIds.push(Number(sub.id));
  }
  const { seededArticleIds, disposableArticleIds, ...insightPeople } = await setUpInsights(admin);
  const seededIds = { pages: pages.map((page) => page.id), subpages: seededSubpageIds, articles: seededArticleIds };
  const disposableIds = { pages: disposablePageIds, subpages: disposableSubpageIds, articles: disposableArticleIds };
  const savedSeededIds = { pages: home.id, subpages: seededSubpageIds[0] ?? 0, articles: seededArticleIds[0] ?? 0 };
  // Revisions for the restores: the first throwaway item of each collection saved twice more.
  for (const collection of collections) {
    const id = disposableIds[collection][0] ?? 0;
    for (const title of ['Fuzz v2', 'Fuzz v3'])
      await save(`/api/admin/${collection}/${id}`, { ...itemWrite(collection, await item(collection, id)), title });
  }
  const writeBodies: FuzzContext['writeBodies'] = {};
  for (const collection of collections)
    for (const id of [savedSeededIds[collection], ...disposableIds[collection]])
      writeBodies[`${collection}/${id}`] = itemWrite(collection, await item(collection, id));
  for (const id of insightPeople.disposablePersonIds)
    writeBodies[`people/${id}`] = personWrite(await admin('GET', `/api/admin/people/${id}`));
  const component = async (name: string) => (await admin('GET', `/api/admin/global-components/${name}`)).content ?? {};
  const componentBases = {
    header: await component('header'),
    footer: await component('footer'),
    cta: await component('cta'),
  };
  await save('/api/admin/global-components/cta', { content: componentBases.cta });
  await admin('GET', '/api/admin/global-components/cta');
  const revisions = async (key: string) => list(await admin('GET', `/api/admin/${key}/revisions`)).map((row) => row.id);
  const revisionIds = {
    ...byCollection(() => [] as number[]),
    'global-components': await revisions('global-components/cta'),
  };
  for (const collection of collections) {
    const id = disposableIds[collection][0] ?? 0;
    revisionIds[collection] = await revisions(`${collection}/${id}`);
    for (let index = 0; index < 2; index += 1) {
      const link = await admin('POST', `/api/admin/${collection}/${id}/preview-links`, {
        body: { days: 7 },
        ifMatch: `"${versions.get(`${collection}/${id}`) ?? 0}"`,
      });
      remember(pools.previewLinkIds[collection], Number(link.id));
      remember(pools.previewSecrets, String(link.path).split('/').pop() ?? '');
    }
  }
  for (let index = 0; index < 3; index += 1) {
    const redirect = await admin('POST', '/api/admin/redirects', {
      body: { source: `/fuzz-old-${index}`, target: '/services' },
    });
    remember(pools.redirectIds, Number(redirect.id));
  }
  await setUpMedia(port, token, pools);
  const { contactIds, jobIds, contactEmails } = await createSubmissions(port);
  pools.contactIds.push(...contactIds);
  pools.jobIds.push(...jobIds);
  for (const collection of collections) pools.itemIds[collection].push(...disposableIds[collection]);
  pools.personIds.push(...insightPeople.disposablePersonIds);

  const published = (await harnessExpect(port, 'GET', '/api/public/pages')).json as { slug: string }[];
  const subpages = (await harnessExpect(port, 'GET', '/api/public/subpages/all')).json as { fullPath: string }[];
  const { accounts: _accounts, ...others } = people;
  return {
    ...others,
    ...insightPeople,
    seededIds,
    savedSeededIds,
    disposableIds,
    writeBodies,
    componentBases,
    revisionIds,
    contactEmails,
    publicSlugs: published.map((page) => page.slug),
    subpagePaths: subpages.map((row) => row.fullPath.split('/').slice(1) as [string, string]),
    publicInsights: await readPublicInsights(port),
  } satisfies FuzzContext;
}
