import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Widgets are composed by the page only; importing one widget from another couples blocks
// that the owner must be able to move or remove independently.
const noCrossWidgetImports = {
  files: ['src/widgets/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\.\\./(?!\\.\\./)|widgets/',
            message: 'Widgets never import each other; compose them in src/app.tsx.',
          },
        ],
      },
    ],
  },
};

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
  noCrossWidgetImports,
  // The art generator indexes fixed tables of figures it defines itself.
  { files: ['scripts/art/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
);
