// Lint: typescript-eslint strict, no imports across console/server, no deep feature imports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', 'coverage', 'generated'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // In tests a wrong assumption fails the test loudly, which is what a `!` there means.
    files: ['test/**/*.ts', 'bench/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/console/**'], message: 'The server may not import the console.' },
            // db/schema.ts re-exports every area's tables (drizzle-kit and Drizzle read it).
            {
              regex: '(^|/)areas/[^/]+/(?!tables$)',
              message: 'Import a server area through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside an area, another area is ../<area> (its index.ts), never ../<area>/<file>.
    files: ['src/server/areas/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/console/**'], message: 'The server may not import the console.' },
            { regex: '^\\.\\./[^./][^/]*/', message: 'Import another area through its index.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The console may not import the server.' },
            { group: ['**/features/*/*'], message: 'Import a feature through its index.ts.' },
          ],
        },
      ],
    },
  },
  {
    // The browser core serves the console and the attendee app: no program and no UI in it.
    files: ['src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/console/**', '**/server/**'], message: 'The browser core stands alone.' },
            { group: ['react', 'react-*', '@chakra-ui/*'], message: 'The browser core has no UI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/console/**', '**/server/**'], message: 'common stands alone.' }],
        },
      ],
    },
  },
);
