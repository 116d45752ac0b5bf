import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

/** One layer may not import from the layers above it. */
const layer = (files, regex, message, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
});

// The layers, bottom to top: content (words and data), lib (shared hooks and clients), widgets
// (one per block, never importing each other, so the owner can move or remove one), the page.
// The server shares only the chat rules and the host-name rule with the page.
const layers = [
  layer(
    ['src/content/**/*.ts'],
    '^\\.\\./(lib|widgets|page|seo)/|^\\.\\./(app|main|entry-server)',
    'Content is the bottom layer: it imports nothing but content.',
  ),
  layer(
    ['src/lib/**/*.{ts,tsx}'],
    '^\\.\\./(widgets|page|seo)/|^\\.\\./(app|main|entry-server)',
    'lib sits below the widgets and the page.',
  ),
  layer(
    ['src/widgets/**/*.{ts,tsx}'],
    '^\\.\\./(?!\\.\\./)|widgets/|page/|seo/|/app$',
    'Widgets never import each other or the page; compose them in src/app.tsx.',
  ),
  layer(
    ['server/**/*.ts'],
    '^(\\.\\./)+src/(?!lib/(chat-rules|host-name)(\\.ts)?$)',
    'The server shares only src/lib/chat-rules.ts and src/lib/host-name.ts with the page.',
    ['server/**/*.test.ts', 'server/test-support/**'],
  ),
  // What the server takes from src/ must not bring the page's code with it.
  layer(
    ['src/lib/chat-rules.ts', 'src/lib/host-name.ts'],
    '^\\.',
    'The rules the server shares import nothing: the server loads these files.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      '.e2e',
      '.test-results',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...Object.fromEntries(
        Object.keys(reactHooks.configs.recommended.rules).map((name) => [name, 'error']),
      ),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layers,
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The art generator indexes fixed tables of figures it defines itself.
  { files: ['scripts/art/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
);
