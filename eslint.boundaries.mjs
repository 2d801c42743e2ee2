// Architecture boundaries (ARCHITECTURE §3–5), checked on resolved files, so a relative path
// into another folder counts as much as any other import.
import boundaries from 'eslint-plugin-boundaries';

/** The folders the rules speak of; the first pattern that matches a file names its element. */
const ELEMENTS = [
  { type: 'console-area', pattern: 'src/console/areas/*', capture: ['name'] },
  { type: 'console-entity', pattern: 'src/console/entities/*', capture: ['name'] },
  { type: 'console-app', pattern: 'src/console/app' },
  // The signed-in toolbar's pieces: a folder of their own, so the signed-out layouts' index
  // (the sign-in route's shell chunk) does not carry them.
  { type: 'console-ui', pattern: 'src/console/ui/layouts/manager' },
  { type: 'console-ui', pattern: 'src/console/ui/*', capture: ['name'] },
  { type: 'console-core', pattern: 'src/console/*', capture: ['name'] },
  { type: 'client', pattern: 'src/client/*', capture: ['name'] },
  { type: 'attendee', pattern: 'src/attendee' },
  { type: 'common', pattern: 'src/common' },
  { type: 'server-area', pattern: 'src/server/areas/*', capture: ['name'] },
  { type: 'server-core', pattern: 'src/server/*', capture: ['name'] },
];

/** Folders that others reach only through their index.ts (a server area's tables.ts too: db/schema.ts gathers them for Drizzle). */
const WITH_ENTRY_POINT = ['console-area', 'console-entity', 'console-ui', 'client', 'server-area'];

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** The policies. Test code may also use a folder's testing/ helpers and an area's screens, and
 * compose areas as app/ does. */
function policies({ tests }) {
  const entryPoints = tests
    ? '!{index.{ts,tsx},tables.ts,testing/**,screens/index.{ts,tsx}}'
    : '!{index.{ts,tsx},tables.ts}';
  const entryPoint = {
    disallow: {
      to: {
        element: {
          types: WITH_ENTRY_POINT,
          path: '!{{ from.element.path }}',
          fileInternalPath: entryPoints,
        },
      },
    },
    message: 'Import another folder through its index.ts.',
  };
  if (tests) return [entryPoint];
  return [
    entryPoint,
    {
      from: { element: { type: 'console-area' } },
      disallow: {
        to: { element: { type: 'console-area', path: '!{{ from.element.path }}' } },
      },
      message: 'An area never imports another area: share through entities/ or ui/.',
    },
    {
      from: {
        element: { types: ['console-entity', 'console-ui', 'console-core', 'client', 'common'] },
      },
      disallow: { to: { element: { type: 'console-area' } } },
      message: 'Only app/ composes the areas.',
    },
  ];
}

const settings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
  'boundaries/elements': ELEMENTS,
};

export const boundariesConfigs = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { boundaries },
    settings,
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: policies({ tests: false }) },
      ],
    },
  },
  {
    files: TESTS.map((glob) => `src/${glob}`),
    plugins: { boundaries },
    settings,
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: policies({ tests: true }) },
      ],
    },
  },
];
