import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { runtimeConfigMetaName } from '../../contract/runtime-config';
import type { InlinedHead } from '../ssr/inline-head-assets';
import { inlineHeadAssets } from '../ssr/inline-head-assets';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the runtime configuration in a meta tag, so one build serves every deployment. */
export function renderIndexHtml(template: string, config: RuntimeConfig): string {
  const meta = `<meta name="${runtimeConfigMetaName}" content="${escapeAttribute(JSON.stringify(config))}" />`;
  return template.replace('</head>', `  ${meta}\n  </head>`);
}

/**
 * The page every client route answers with (its small head files inline), or null when the renderer has
 * not been built.
 */
export function loadIndexHtml(webRoot: string, config: RuntimeConfig): InlinedHead | null {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return null;
  const inlined = inlineHeadAssets(readFileSync(indexFile, 'utf8'), path.resolve(webRoot));
  return { ...inlined, html: renderIndexHtml(inlined.html, config) };
}

/**
 * Serves the built renderer: hashed assets cached for a year (their names change with their bytes),
 * pre-compressed copies written by the build, and the page at `/` (other page addresses reach `sendPage`
 * through the not-found handler).
 */
export const webApp = fp<{
  webRoot: string;
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}>(async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app.get('/', (request, reply) => options.sendPage(request, reply));
});
