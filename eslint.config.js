import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import project from './eslint/plugin.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-server',
      '.services',
      'storybook-static',
      'coverage',
      'playwright-report',
      'test-results',
      'public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, project },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Effects here synchronise with the URL and storage on purpose (menus closing on navigation).
      'react-hooks/set-state-in-effect': 'off',
      'project/boundaries': 'error',
      'project/no-cycles': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always'],
      // With noUncheckedIndexedAccess, `!` marks an index the code has just proven exists.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // docs/decisions.md, Public site 5: a form's native submission must do nothing.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='dialog']))",
          message:
            'Give every form method="dialog" so the browser never submits it natively (docs/decisions.md, Public site 5).',
        },
      ],
    },
  },
  {
    // Command-line scripts print their reports to standard output.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
