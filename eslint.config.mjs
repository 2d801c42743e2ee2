// Lint: typescript-eslint strict, react-hooks, and the architecture's boundaries: no imports
// across console/server, folders reached through their index.ts, areas never import areas.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundariesConfigs } from './eslint.boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', 'coverage', 'generated'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...boundariesConfigs,
  {
    files: ['src/console/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}', 'src/attendee/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
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
          ],
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks of app/hooks.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
          message:
            'A loading Button hides its label from screen readers: use ui/BusyButton, which keeps it.',
        },
      ],
    },
  },
  {
    // The one Button that may load: it keeps its label (the rule above).
    files: ['src/console/ui/BusyButton.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The typed hooks are made here from the raw ones.
    files: ['src/console/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
