import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'tests/browser/.artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // `void | (() => void)` is the idiom for "optionally return a clean-up", as in React effects.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Requests go through src/net/transport.ts.' },
      ],
    },
  },
  {
    files: ['src/net/transport.ts', 'fixtures/**', 'tests/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // A test that finds the wrong element should fail loudly, which `!` does.
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/islands/**'], message: 'src never imports islands.' }] },
      ],
    },
  },
);
