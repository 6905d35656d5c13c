import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamicRelativeImports, resolveModule, staticImportGraph } from './support/import-graph';

/*
 * What the code of a first visit (renderer/src/main.tsx and everything it imports statically) may hold.
 *
 * Chakra keeps a recipe-less component unstyled, silently, and remembers that for the rest of the visit. The
 * recipes kept out of the first load (renderer/src/lib/theme/extended-recipes.ts) must therefore be registered by
 * whatever code renders their components, before it renders; and the first load must render none of them.
 */
const renderer = path.resolve('renderer/src');
const extendedRecipesModule = path.join(renderer, 'lib/theme/extended-recipes.ts');

/** Recipe key in extended-recipes.ts → the Chakra components styled by it. */
const componentsByRecipe: Record<string, string[]> = {
  badge: ['Badge'],
  input: ['Input'],
  mark: ['Mark'],
  separator: ['Separator'],
  textarea: ['Textarea'],
  card: ['Card'],
  checkbox: ['Checkbox'],
  dialog: ['Dialog'],
  drawer: ['Drawer'],
  field: ['Field'],
  nativeSelect: ['NativeSelect'],
  switch: ['Switch'],
  table: ['Table'],
  tabs: ['Tabs'],
  tagsInput: ['TagsInput'],
  toast: ['Toast', 'Toaster'],
};
const componentNames = Object.values(componentsByRecipe).flat();
const usesExtendedRecipe = new RegExp(`<(${componentNames.join('|')})[\\s.>/]`);

function filesRenderingExtendedComponents(files: Iterable<string>): string[] {
  return [...files]
    .filter((file) => usesExtendedRecipe.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(renderer, file));
}

describe('recipes kept out of the first load', () => {
  it('are all known to this check', () => {
    const source = readFileSync(extendedRecipesModule, 'utf8');
    const registered = [...source.matchAll(/^\s+(\w+): \w+Recipe,$/gm)].map((match) => match[1]);
    expect(registered.sort()).toEqual(Object.keys(componentsByRecipe).sort());
  });

  it('are neither loaded nor needed by the code every page loads', () => {
    const firstLoad = staticImportGraph(path.join(renderer, 'main.tsx'));
    expect(firstLoad.size).toBeGreaterThan(50);
    expect(firstLoad.has(extendedRecipesModule)).toBe(false);
    expect(filesRenderingExtendedComponents(firstLoad)).toEqual([]);
  });

  it('are registered by every lazily loaded section that renders their components', () => {
    const registry = path.join(renderer, 'components/page-sections/sections/section-registry.ts');
    const sectionModules = new Set(
      dynamicRelativeImports(readFileSync(registry, 'utf8')).map((specifier) =>
        resolveModule(path.dirname(registry), specifier),
      ),
    );
    expect(sectionModules.size).toBeGreaterThan(10);
    const unregistered = [...sectionModules].filter((module) => {
      const graph = staticImportGraph(module);
      return filesRenderingExtendedComponents(graph).length > 0 && !graph.has(extendedRecipesModule);
    });
    expect(unregistered.map((file) => path.relative(renderer, file))).toEqual([]);
  });
});

describe('the schema library', () => {
  it('is not in the code every page loads: a first visit gets its answers validated inside the page', () => {
    const firstLoad = staticImportGraph(path.join(renderer, 'main.tsx'));
    const importsZod = [...firstLoad].filter((file) => /from 'zod/.test(readFileSync(file, 'utf8')));
    expect(importsZod.map((file) => path.relative('.', file))).toEqual([]);
  });

  it('is not in the sections that come alive on a first screen (their content arrives validated)', () => {
    const sections = path.join(renderer, 'components/page-sections/sections');
    const awake = ['live-section', 'hero-carousel-section', 'logo-carousel-section', 'faq-section'];
    const graph = new Set(awake.flatMap((name) => [...staticImportGraph(path.join(sections, `${name}.tsx`))]));
    const importsZod = [...graph].filter((file) => /from 'zod/.test(readFileSync(file, 'utf8')));
    expect(importsZod.map((file) => path.relative('.', file))).toEqual([]);
  });
});

describe('the rich-text parser', () => {
  it('is not in the code every page loads, nor in a section that comes alive on the first screen', () => {
    // Plain paragraphs are drawn without it, formatted text a server rendered is kept as it is (rich-text.tsx).
    const parser = path.resolve('contract/rich-text/parse-rich-text.ts');
    const sections = path.join(renderer, 'components/page-sections/sections');
    const firstScreen = [
      path.join(renderer, 'main.tsx'),
      ...['live-section', 'hero-carousel-section', 'logo-carousel-section'].map((name) =>
        path.join(sections, `${name}.tsx`),
      ),
    ];
    const holding = firstScreen.filter((entry) => staticImportGraph(entry).has(parser));
    expect(holding.map((file) => path.relative('.', file))).toEqual([]);
    // It is there at all: the formatted text's own chunk holds it.
    expect(staticImportGraph(path.join(sections, 'parts/formatted-text.tsx')).has(parser)).toBe(true);
  });
});

/** Files of `graph` that import Chakra or emotion (type-only imports included: they invite a value import). */
function chakraImporters(graph: Iterable<string>): string[] {
  return [...graph]
    .filter((file) => /from '@(chakra-ui|emotion)\//.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(renderer, file));
}

describe('Chakra and emotion', () => {
  it('are not in the code every page loads: the first load is styled by CSS modules', () => {
    const firstLoad = staticImportGraph(path.join(renderer, 'main.tsx'));
    expect(chakraImporters(firstLoad)).toEqual([]);
  });

  it('are not in the sections marked Chakra-free, which come alive without them on a first screen', () => {
    const registry = path.join(renderer, 'components/page-sections/sections/section-registry.ts');
    const source = readFileSync(registry, 'utf8');
    const marked = /chakraFreeSections[^=]*= new Set\(\[([^\]]*)\]\)/.exec(source)?.[1] ?? '';
    const keys = [...marked.matchAll(/'(\w+)'/g)].map((match) => match[1]);
    expect(keys).toContain('heroCarousel');
    const loaderOf = (key: string | undefined) =>
      new RegExp(`^\\s+${key}: \\(\\) => import\\('([^']+)'\\)`, 'm').exec(source)?.[1];
    const modules = keys.flatMap((key) => {
      const specifier = loaderOf(key);
      return specifier ? [resolveModule(path.dirname(registry), specifier)] : [];
    });
    expect(modules.length).toBeGreaterThan(0);
    const graph = new Set(modules.flatMap((module) => [...staticImportGraph(module)]));
    expect(chakraImporters(graph)).toEqual([]);
  });
});

describe('code loaded without Chakra (lazyPlainComponent)', () => {
  it('imports none: it would render outside any Chakra context', () => {
    const callers = [...staticImportGraph(path.join(renderer, 'main.tsx'))].filter((file) =>
      readFileSync(file, 'utf8').includes('lazyPlainComponent('),
    );
    const loaded = callers.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/lazyPlainComponent\(\(\) => import\('([^']+)'\)/g)].map((match) =>
        resolveModule(path.dirname(file), match[1] ?? ''),
      ),
    );
    expect(loaded.map((file) => path.relative(renderer, file))).toContain('features/header/mobile-menu-panel.tsx');
    const graph = new Set(loaded.flatMap((module) => [...staticImportGraph(module)]));
    expect(chakraImporters(graph)).toEqual([]);
  });
});
