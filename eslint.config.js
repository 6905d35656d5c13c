// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries of docs/architecture.md, as patterns on import paths (every cross-folder import is
 * relative, so the folder it reaches into is a segment of the path).
 */
const features = (() => {
  try {
    return readdirSync('renderer/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const lazyRule = {
  name: 'react',
  importNames: ['lazy'],
  message: 'Use lazyComponent from lib/lazy-component: it also loads Chakra and its context for the lazy code.',
};

/** @param {string[]} group @param {string} message @param {boolean} [renderer] */
const restrict = (group, message, renderer = false) => [
  'error',
  { patterns: [{ group, message }], ...(renderer ? { paths: [lazyRule] } : {}) },
];

const runtime = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);

/** A feature reaches a sibling as ../x, ../../x … depending on how deep the importing file sits. */
const siblingFeatures = (feature) =>
  features
    .filter((other) => other !== feature)
    .flatMap((other) => [1, 2, 3, 4].map((depth) => `${'../'.repeat(depth)}${other}/**`));

/** Syntax no file may use. */
const everywhereSyntax = [
  { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import from the module that defines it.' },
  {
    // Content is rendered as text. The one exception (lib/server-markup) passes a constant empty string.
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'No HTML from strings: render content as text (React escapes it).',
  },
];

/**
 * What only tests may use: files named `*.test-support.ts(x)` and the `test/` and `test-support/` folders. Production
 * code importing them would ship fakes and fixtures (and their imports of vitest) to users.
 */
const testSupport = String.raw`/(\.test-support|\/test\/|\/test-support\/)/`;
const testOnlyFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.postgres-test.ts',
  '**/*.test-support.{ts,tsx}',
  '**/*.typecheck.ts',
  '**/test/**',
  '**/test-support/**',
];

/** What production code may not do: reach into test support. */
const productionSyntax = ['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration'].map((node) => ({
  selector: `${node}[source.value=${testSupport}]`,
  message: 'Test support is for tests only: production code must not import it.',
}));

const adminDateMessage =
  "Show times with formatDateTime (features/admin/shell/format-date.ts): the admin's one format, on the site's clock.";
/** Dates formatted by the browser's locale and zone, which the admin must not show. */
const adminDateSyntax = [
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: adminDateMessage },
  { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: adminDateMessage },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...everywhereSyntax],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': restrict(
        runtime('server', 'renderer', 'main', 'preload', 'tests'),
        'contract imports nothing from the runtimes',
      ),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict(runtime('renderer', 'main', 'preload'), 'the server imports only contract'),
    },
  },
  {
    files: ['main/**'],
    rules: { 'no-restricted-imports': restrict(runtime('server', 'renderer'), 'main imports only contract') },
  },
  {
    files: ['preload/**'],
    rules: {
      'no-restricted-imports': restrict(runtime('server', 'renderer', 'main'), 'preload imports only contract'),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-globals': ['error', 'process', 'require', '__dirname'],
      'no-restricted-imports': restrict(
        runtime('server', 'main', 'preload'),
        'the renderer imports only contract',
        true,
      ),
    },
  },
  {
    files: ['renderer/src/lib/**'],
    rules: {
      'no-restricted-imports': restrict(
        [...runtime('server', 'main', 'preload'), '**/components/**', '**/features/**', '**/app/**'],
        'lib sits below components, features and app',
        true,
      ),
    },
  },
  {
    files: ['renderer/src/components/**'],
    rules: {
      'no-restricted-imports': restrict(
        [...runtime('server', 'main', 'preload'), '**/features/**', '**/app/**'],
        'components sit below features and app',
        true,
      ),
    },
  },
  ...features.map((feature) => ({
    files: [`renderer/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict(
        [...runtime('server', 'main', 'preload'), '**/app/**', ...siblingFeatures(feature)],
        'features sit below app and do not import each other: move what they share to lib or components',
        true,
      ),
    },
  })),
  {
    files: ['renderer/src/lib/lazy-component.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['contract/**', 'server/**', 'main/**', 'preload/**', 'renderer/**'],
    ignores: testOnlyFiles,
    rules: { 'no-restricted-syntax': ['error', ...everywhereSyntax, ...productionSyntax] },
  },
  {
    // The admin shows every time in one format on the site's clock (issue 29): the browser's own locale and zone
    // would differ from reader to reader and from the audit log's summaries.
    files: ['renderer/src/features/admin/**'],
    ignores: testOnlyFiles,
    rules: { 'no-restricted-syntax': ['error', ...everywhereSyntax, ...productionSyntax, ...adminDateSyntax] },
  },
);
