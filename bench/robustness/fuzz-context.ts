import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Json } from './fuzz-values';
import { adminPassword, adminUsername, webBuildExists, webRoot } from './server-process';

/**
 * What the fuzz needs to reach past the first checks of each route: credentials, ids that exist, and a
 * valid body per route to corrupt one field at a time. Gathered once, with well-formed requests.
 */
export interface FuzzContext {
  port: number;
  adminToken: string;
  /** `sid=…`, as a browser sends it. */
  adminCookie: string;
  /** The demo viewer's token (absent when NODE_ENV=production), for 403s. */
  viewerToken: string | null;
  /** Signed out already, so it looks real but is no longer valid. */
  revokedToken: string;
  seededPageIds: number[];
  /** Pages and subpages the fuzz may delete without emptying the site. */
  disposablePageIds: number[];
  subpageIds: number[];
  disposableSubpageIds: number[];
  contactIds: number[];
  jobIds: number[];
  revisionIds: Record<'pages' | 'subpages' | 'global-components', number[]>;
  /** Never the admin the fuzz signs in as: a valid PATCH must not demote or disable it. */
  otherUserIds: number[];
  publicSlugs: string[];
  subpagePaths: [string, string][];
  assetFiles: string[];
  pageBase: Record<string, Json>;
  subpageBase: Record<string, Json>;
  componentBases: Record<'header' | 'footer' | 'cta', Json>;
}

const samplePdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function call(
  baseUrl: string,
  method: string,
  url: string,
  init: { token?: string; body?: unknown; ifMatch?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ifMatch) headers['if-match'] = init.ifMatch;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`fuzz setup: ${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { response, json: (text ? JSON.parse(text) : null) as unknown };
}

async function tokenLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const { json } = await call(baseUrl, 'POST', '/api/token-login', { body: { username, password } });
  return (json as { token: string }).token;
}

const ids = (json: unknown) => (json as { items: { id: number }[] }).items.map((item) => item.id);

function pageWrite(page: Record<string, Json>): Record<string, Json> {
  const { title, description, slug, status, blocks } = page;
  return { title: title ?? '', description: description ?? '', slug: slug ?? '', status: status ?? '', blocks };
}

async function createSubmissions(baseUrl: string) {
  const contactIds: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const body = {
      name: `Fuzz Setup ${index}`,
      email: `setup${index}@example.com`,
      message: 'A contact submission the fuzz can mark read, archive and delete.',
    };
    const { json } = await call(baseUrl, 'POST', '/api/public/contact', { body });
    contactIds.push((json as { id: number }).id);
  }
  const jobIds: number[] = [];
  for (let index = 0; index < 2; index += 1) {
    const form = new FormData();
    form.append('jobTitle', 'Security Consultant');
    form.append('name', `Fuzz Applicant ${index}`);
    form.append('email', `applicant${index}@example.com`);
    form.append('resume', new Blob([samplePdf], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${baseUrl}/api/public/job-applications`, { method: 'POST', body: form });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`fuzz setup: job application answered ${response.status}: ${text}`);
    jobIds.push((JSON.parse(text) as { id: number }).id);
  }
  return { contactIds, jobIds };
}

export async function gatherContext(baseUrl: string, port: number): Promise<FuzzContext> {
  const adminToken = await tokenLogin(baseUrl, adminUsername, adminPassword);
  const login = await call(baseUrl, 'POST', '/api/login', {
    body: { username: adminUsername, password: adminPassword },
  });
  const sid = /(?:^|,\s*)sid=([^;]+)/.exec(login.response.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('fuzz setup: POST /api/login set no sid cookie');
  const viewerToken = await tokenLogin(baseUrl, 'demo', 'demo-password-2026').catch(() => null);
  const revokedToken = await tokenLogin(baseUrl, adminUsername, adminPassword);
  await call(baseUrl, 'POST', '/api/logout', { token: revokedToken });

  const admin = (method: string, url: string, body?: unknown) =>
    call(baseUrl, method, url, { token: adminToken, body }).then((result) => result.json);
  // Saves name the version they change (If-Match), as the editors do: read it first.
  const save = async (url: string, body: unknown) => {
    const { response } = await call(baseUrl, 'GET', url, { token: adminToken });
    const ifMatch = response.headers.get('etag') ?? '';
    return call(baseUrl, 'PUT', url, { token: adminToken, body, ifMatch }).then((result) => result.json);
  };
  const pages = (await admin('GET', '/api/admin/pages?pageSize=100')) as {
    items: { id: number; slug: string; subpageCount: number }[];
  };
  const seededPageIds = pages.items.map((page) => page.id);
  const home = pages.items.find((page) => page.slug === 'home') ?? pages.items[0];
  const parent = pages.items.find((page) => page.subpageCount > 0);
  if (!home || !parent) throw new Error('fuzz setup: the seeded pages are missing');
  const pageBase = pageWrite((await admin('GET', `/api/admin/pages/${home.id}`)) as Record<string, Json>);
  const subpageIds = ids(await admin('GET', `/api/admin/pages/${parent.id}/subpages?pageSize=100`));
  const subpageBase = pageWrite((await admin('GET', `/api/admin/subpages/${subpageIds[0]}`)) as Record<string, Json>);
  const component = async (name: string) =>
    ((await admin('GET', `/api/admin/global-components/${name}`)) as { content: Json }).content;
  const componentBases = {
    header: await component('header'),
    footer: await component('footer'),
    cta: await component('cta'),
  };

  // Throwaway content: deletes and restores land on these, so the seeded site stays intact for reads.
  const disposablePageIds: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const created = await admin('POST', '/api/admin/pages', {
      title: `Fuzz ${index}`,
      slug: `fuzz-disposable-${index}`,
    });
    disposablePageIds.push((created as { id: number }).id);
  }
  const [firstDisposable = 0] = disposablePageIds;
  const subpage = await admin('POST', `/api/admin/pages/${firstDisposable}/subpages`, {
    title: 'Fuzz sub',
    slug: 'fuzz-sub',
  });
  const disposableSubpageIds = [(subpage as { id: number }).id];
  for (const title of ['Fuzz v2', 'Fuzz v3']) {
    await save(`/api/admin/pages/${firstDisposable}`, {
      title,
      slug: 'fuzz-disposable-0',
      status: 'draft',
      blocks: [],
    });
    await save(`/api/admin/subpages/${disposableSubpageIds[0]}`, {
      title,
      slug: 'fuzz-sub',
      status: 'draft',
      blocks: [],
    });
  }
  await save('/api/admin/global-components/cta', { content: componentBases.cta });
  const revisionIds = {
    pages: ids(await admin('GET', `/api/admin/pages/${firstDisposable}/revisions`)),
    subpages: ids(await admin('GET', `/api/admin/subpages/${disposableSubpageIds[0]}/revisions`)),
    'global-components': ids(await admin('GET', '/api/admin/global-components/cta/revisions')),
  };
  const users = (await admin('GET', '/api/admin/users?pageSize=100')) as { items: { id: number; username: string }[] };
  const otherUserIds = users.items.filter((user) => user.username !== adminUsername).map((user) => user.id);

  const published = (await call(baseUrl, 'GET', '/api/public/pages')).json as { slug: string }[];
  const subpages = (await call(baseUrl, 'GET', '/api/public/subpages/all')).json as { fullPath: string }[];
  const subpagePaths = subpages.map((row) => row.fullPath.split('/').slice(1) as [string, string]);
  const assetFiles = webBuildExists()
    ? readdirSync(path.join(webRoot, 'assets'))
        .filter((file) => /\.(js|css)$/.test(file))
        .slice(0, 8)
    : [];

  return {
    port,
    adminToken,
    adminCookie: `sid=${sid}`,
    viewerToken,
    revokedToken,
    seededPageIds,
    disposablePageIds,
    subpageIds,
    disposableSubpageIds,
    ...(await createSubmissions(baseUrl)),
    revisionIds,
    otherUserIds,
    publicSlugs: published.map((page) => page.slug),
    subpagePaths,
    assetFiles,
    pageBase,
    subpageBase,
    componentBases,
  };
}
