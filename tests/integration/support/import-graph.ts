import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The renderer's own modules a file pulls in through static imports (type-only imports and `import()` left out):
 * what loads, and runs, together with it. Package imports are not followed.
 */
export function staticImportGraph(entryFile: string): Set<string> {
  const reached = new Set<string>();
  const pending = [path.resolve(entryFile)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of staticRelativeImports(readFileSync(file, 'utf8'))) {
      pending.push(resolveModule(path.dirname(file), specifier));
    }
  }
  return reached;
}

/** Relative specifiers of `import … from`, `export … from` and bare `import '…'`, except `import type`. */
export function staticRelativeImports(source: string): string[] {
  const specifiers: string[] = [];
  const fromClause = /^\s*(import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gm;
  const sideEffect = /^\s*import\s+'(\.[^']+)'/gm;
  for (const match of source.matchAll(fromClause)) specifiers.push(match[2]!);
  for (const match of source.matchAll(sideEffect)) specifiers.push(match[1]!);
  return specifiers;
}

/** Relative specifiers of dynamic `import('…')` calls. */
export function dynamicRelativeImports(source: string): string[] {
  return [...source.matchAll(/import\('(\.[^']+)'\)/g)].map((match) => match[1]!);
}

export function resolveModule(fromDirectory: string, specifier: string): string {
  const base = path.resolve(fromDirectory, specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new Error(`cannot resolve ${specifier} from ${fromDirectory}`);
  return found;
}
