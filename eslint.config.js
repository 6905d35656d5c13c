// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'renderer/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** The import boundaries of ARCHITECTURE.md: contract <- everyone; runtimes never import each other. */
const boundaryZones = [
  {
    target: './contract',
    from: ['./server', './main', './preload', './renderer', './tests'],
    message: 'contract imports nothing from the runtimes',
  },
  { target: './server', from: ['./main', './preload', './renderer'], message: 'the server imports only contract' },
  { target: './main', from: ['./server', './renderer'], message: 'main imports only contract' },
  { target: './preload', from: ['./server', './renderer', './main'], message: 'preload imports only contract' },
  { target: './renderer', from: ['./server', './main', './preload'], message: 'the renderer imports only contract' },
  {
    target: './renderer/src/lib',
    from: ['./renderer/src/features', './renderer/src/app', './renderer/src/components'],
    message: 'lib sits below components, features and app',
  },
  {
    target: './renderer/src/components',
    from: ['./renderer/src/features', './renderer/src/app'],
    message: 'components sit below features and app',
  },
  { target: './renderer/src/features', from: ['./renderer/src/app'], message: 'features sit below app' },
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'features do not import each other: move what they share to lib or components',
  })),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // Imports have no extensions: without a TypeScript resolver the boundary rule would not see them.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import from the module that defines it.' },
      ],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: 'Use lazyComponent from lib/lazy-component: it also loads the Chakra recipes lazy code needs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/src/lib/lazy-component.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
