import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule as RendererContract } from '../../contract/server-rendering';

export type PageRendererModule = RendererContract<typeof fetch, AbortSignal>;

/**
 * The renderer's server build, imported by path at run time. This is the one place the server runs renderer
 * code, and it does so without an import the lint boundaries would have to allow: the server depends only
 * on `contract/server-rendering.ts`, the shape both sides agree on. Null when it has not been built.
 */
export async function loadPageRenderer(ssrRoot: string): Promise<PageRendererModule | null> {
  const entry = path.join(ssrRoot, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const loaded: Partial<PageRendererModule> = await import(pathToFileURL(entry).href);
  if (typeof loaded.renderPage !== 'function') throw new Error(`${entry} does not export renderPage`);
  return { renderPage: loaded.renderPage };
}
