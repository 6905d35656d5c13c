import type { Pools } from './fuzz-live';
import { remember } from './fuzz-live';
import { setUpMedia } from './fuzz-setup-media';
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
  seededPageIds: number[];
  homeId: number;
  /** Pages and subpages the fuzz may change, unpublish or delete without emptying the public site. */
  disposablePageIds: number[];
  seededSubpageIds: number[];
  disposableSubpageIds: number[];
  /** A valid save of each item the seeds save (its own content, so a save changes nothing of note). */
  writeBodies: Record<string, Record<string, Json>>;
  componentBases: Record<'header' | 'footer' | 'cta', Json>;
  revisionIds: Record<'pages' | 'subpages' | 'global-components', number[]>;
  contactEmails: string[];
  publicSlugs: string[];
  subpagePaths: [string, string][];
}

const samplePdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

function pageWrite(item: Record<string, Json>): Record<string, Json> {
  const { title, description, slug, status, blocks } = item;
  return { title: title ?? '', description: description ?? '', slug: slug ?? '', status: status ?? '', blocks };
}

async function createSubmissions(port: number) {
  const contactIds: number[] = [];
  const contactEmails: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const email = `setup${index}@example.com`;
    const body = { name: `Fuzz Setup ${index}`, email, message: 'A contact submission the fuzz can act on.' };
    contactIds.push(((await harnessExpect(port, 'POST', '/api/public/contact', { body })).json as { id: number }).id);
    contactEmails.push(email);
  }
  const jobIds: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const form = new FormData();
    form.append('jobTitle', 'Security Consultant');
    form.append('name', `Fuzz Applicant ${index}`);
    form.append('email', `applicant${index}@example.com`);
    form.append('resume', new Blob([samplePdf], { type: 'application/pdf' }), 'cv.pdf');
    const encoded = new Response(form);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type') ?? '';
    const answer = await harnessExpect(port, 'POST', '/api/public/job-applications', { form: { contentType, bytes } });
    jobIds.push((answer.json as { id: number }).id);
  }
  return { contactIds, jobIds, contactEmails };
}

export async function gatherContext(port: number, people: People, pools: Pools, versions: Map<string, number>) {
  const token = people.accounts.admin.token;
  const admin = async (method: string, url: string, call: HarnessCall = {}) => {
    const answer = await harnessExpect(port, method, url, { token, ...call });
    const tag = /^"(\d+)"$/.exec(String(answer.headers.etag ?? ''))?.[1];
    const key = /^\/api\/admin\/(pages|subpages|global-components)\/([^/?]+)$/.exec(url);
    if (tag !== undefined && key) versions.set(`${key[1]}/${key[2]}`, Number(tag));
    return answer.json as Record<string, Json>;
  };
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
  const [firstPage = 0] = disposablePageIds;
  const [firstSub = 0] = disposableSubpageIds;
  for (const title of ['Fuzz v2', 'Fuzz v3']) {
    await save(`/api/admin/pages/${firstPage}`, { title, slug: 'fuzz-page-0', status: 'draft', blocks: [] });
    await save(`/api/admin/subpages/${firstSub}`, { title, slug: 'fuzz-sub-0', status: 'draft', blocks: [] });
  }
  const writeBodies: FuzzContext['writeBodies'] = {};
  for (const id of [home.id, ...disposablePageIds])
    writeBodies[`pages/${id}`] = pageWrite(await admin('GET', `/api/admin/pages/${id}`));
  for (const id of [...seededSubpageIds.slice(0, 1), ...disposableSubpageIds])
    writeBodies[`subpages/${id}`] = pageWrite(await admin('GET', `/api/admin/subpages/${id}`));
  const component = async (name: string) => (await admin('GET', `/api/admin/global-components/${name}`)).content ?? {};
  const componentBases = {
    header: await component('header'),
    footer: await component('footer'),
    cta: await component('cta'),
  };
  await save('/api/admin/global-components/cta', { content: componentBases.cta });
  await admin('GET', '/api/admin/global-components/cta');
  const ids = (json: unknown) => list(json).map((row) => row.id);
  const revisionIds = {
    pages: ids(await admin('GET', `/api/admin/pages/${firstPage}/revisions`)),
    subpages: ids(await admin('GET', `/api/admin/subpages/${firstSub}/revisions`)),
    'global-components': ids(await admin('GET', '/api/admin/global-components/cta/revisions')),
  };
  for (const collection of ['pages', 'subpages'] as const) {
    const id = collection === 'pages' ? firstPage : firstSub;
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
  pools.pageIds.push(...disposablePageIds);
  pools.subpageIds.push(...disposableSubpageIds);

  const published = (await harnessExpect(port, 'GET', '/api/public/pages')).json as { slug: string }[];
  const subpages = (await harnessExpect(port, 'GET', '/api/public/subpages/all')).json as { fullPath: string }[];
  const { accounts: _accounts, ...others } = people;
  return {
    ...others,
    seededPageIds: pages.map((page) => page.id),
    homeId: home.id,
    disposablePageIds,
    seededSubpageIds,
    disposableSubpageIds,
    writeBodies,
    componentBases,
    revisionIds,
    contactEmails,
    publicSlugs: published.map((page) => page.slug),
    subpagePaths: subpages.map((row) => row.fullPath.split('/').slice(1) as [string, string]),
  } satisfies FuzzContext;
}
