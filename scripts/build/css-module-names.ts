import { createHash } from 'node:crypto';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Class names of the renderer's CSS modules, the same in every build that renders them: the browser build
 * writes the stylesheet, the server build renders the markup that uses it, and both must agree on
 * `styles.header` without sharing a build. Vite's default hashes the file's path relative to each build's
 * own root, so it is fixed here: the local name (readable in devtools) and a short hash of the file's path
 * from the repository root.
 */
export function cssModuleClassName(localName: string, filename: string): string {
  const file = path
    .relative(repositoryRoot, filename.split('?')[0] ?? filename)
    .split(path.sep)
    .join('/');
  const hash = createHash('sha256').update(file).digest('base64url').slice(0, 5);
  return `${localName}_${hash}`;
}

export const cssModules = { generateScopedName: cssModuleClassName };
