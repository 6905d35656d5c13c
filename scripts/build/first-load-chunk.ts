import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Rolldown cuts the code a first visit runs into dozens of small chunks: every component the entry shares
 * with a lazily loaded screen gets a chunk of its own. Each is a request, and on a slow mobile connection
 * (six connections per host over HTTP/1.1) a first visit waited for 45 of them before its page could start.
 * Which modules a first visit runs is only known once Rolldown has tree-shaken them (importing Chakra's index
 * does not say which components are used), so the web build runs twice: a probe build records the modules
 * of the chunks the entry imports statically, and the real build puts exactly those in the entry chunk.
 */
const listFile = path.resolve('dist/.first-load-modules.json');

/** For the probe build: writes the modules of the entry chunk and of every chunk it imports statically. */
export function recordFirstLoadModules(): Plugin {
  return {
    name: 'record-first-load-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the probe build has no entry chunk');
      const visited = new Set<string>();
      const modules = new Set<string>();
      const visit = (chunk: Rolldown.OutputChunk) => {
        if (visited.has(chunk.fileName)) return;
        visited.add(chunk.fileName);
        for (const id of chunk.moduleIds) modules.add(id);
        for (const imported of chunk.imports) {
          const next = chunks.get(imported);
          if (next) visit(next);
        }
      };
      visit(entry);
      mkdirSync(path.dirname(listFile), { recursive: true });
      writeFileSync(listFile, JSON.stringify([...modules].sort(), null, 1));
      this.info(
        `${modules.size} modules in ${visited.size} first-load chunks recorded in ${path.relative('.', listFile)}`,
      );
    },
  };
}

/** For the real build: the entry chunk's group, made of the modules the probe recorded. */
export function firstLoadGroup(): Rolldown.CodeSplittingGroup {
  let firstLoad: Set<string> | undefined;
  return {
    name: (moduleId) => {
      if (!firstLoad) {
        try {
          firstLoad = new Set(JSON.parse(readFileSync(listFile, 'utf8')) as string[]);
        } catch (error) {
          throw new Error(`${listFile} is missing: run the probe build first (npm run build:web does)`, {
            cause: error,
          });
        }
      }
      return firstLoad.has(moduleId) ? 'index' : null;
    },
    debugName: 'first load',
    // The probe's list already holds every module the first load imports. Rolldown's default would also pull
    // in everything those modules import, used or not on the first load: Chakra's theme index re-exports every
    // recipe, so the recipes only lazily loaded screens use (tabs, dialog, table…) landed in the entry chunk.
    includeDependenciesRecursively: false,
  };
}
