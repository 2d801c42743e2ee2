// Jest runs every suite: unit tests beside the code (node, or jsdom for the console's
// components), integration tests against a real server, e2e tests in a real browser against
// the built console (their files set their own, longer timeouts).
// content-disposition (under @fastify/static) ships ESM only, the console imports csv-parse's
// ESM browser build and src/common/csv.ts csv-stringify's; Jest on Node 20 needs them compiled.
const transformIgnorePatterns = [
  '/node_modules/(?!content-disposition/|csv-parse/|csv-stringify/)',
];

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
  ],
};

// One PostgreSQL per run for the projects that start servers, each server a database of its own.
const serverDatabase = {
  globalSetup: '<rootDir>/test/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/support/globalTeardown.mjs',
};

/** @type {import('jest').Config} */
export default {
  // Integration files start a server each, on a busy 2-core machine.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: [
        '<rootDir>/src/client/**/*.test.ts',
        '<rootDir>/src/common/**/*.test.ts',
        '<rootDir>/src/server/**/*.test.ts',
        '<rootDir>/test/scripts/**/*.test.ts',
        '<rootDir>/test/support/**/*.test.ts',
      ],
    },
    {
      displayName: 'console',
      testEnvironment: '<rootDir>/test/console/environment.mjs',
      // Node's export conditions: the CommonJS builds of packages whose browser builds are ESM.
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/test/console/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/console/settleCalls.ts'],
      // Chakra UI's theme modules one by one (src/console/ui/themeBase.ts says why); stylesheets
      // are text in the build (asset/source), and jsdom lays nothing out, so empty here.
      moduleNameMapper: {
        '^chakra-theme/(.*)\\.js$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
        '\\.css$': '<rootDir>/test/console/emptyCss.cjs',
      },
      testMatch: [
        '<rootDir>/src/console/**/*.test.ts',
        '<rootDir>/src/console/**/*.test.tsx',
        '<rootDir>/src/attendee/**/*.test.ts',
        '<rootDir>/src/attendee/**/*.test.tsx',
      ],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      ...serverDatabase,
    },
    {
      // The write queue's seeded fault runs (test/faults/soak.test.ts says how to run more).
      displayName: 'faults',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
      ...serverDatabase,
    },
    {
      // The console's copies against the server under random steps (test/consistency).
      displayName: 'consistency',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/consistency/**/*.test.ts'],
      ...serverDatabase,
    },
    {
      // Two server nodes as processes behind Debian's HAProxy, with s3rver and a real SMTP
      // server (test/cluster); scripts/test.mjs installs haproxy when it is missing.
      displayName: 'cluster',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
      ...serverDatabase,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      ...serverDatabase,
    },
  ],
};
